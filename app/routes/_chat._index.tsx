/** "/": a new conversation. The layout renders the page; this route only gives it its URL. */
export default function NewConversation() {
  return null;
}
