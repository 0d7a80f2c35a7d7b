/** The chat layout: "/" and "/c/:id" share it, so the workspace stays mounted between them. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useParams, useRouteLoaderData } from "@remix-run/react";
import { ChatWorkspace } from "~/components/chat/chat-workspace";
import type { loader as conversationLoader } from "./_chat.c.$id";

export const meta: MetaFunction = () => [{ title: "Docent" }, { name: "description", content: "Ask questions about your own documents." }];

export async function loader({ context }: LoaderFunctionArgs) {
  const { docent } = context;
  const [documents, conversations] = await Promise.all([docent.listDocuments(), docent.listConversations()]);
  return {
    info: {
      mode: docent.mode,
      webEnabled: docent.webEnabled,
      tracingEnabled: docent.tracingEnabled,
      chatModel: docent.chatModel,
      embeddingModel: docent.embeddingModel,
      loginRequired: context.auth.required,
    },
    documents,
    conversations,
  };
}

export default function ChatLayout() {
  const data = useLoaderData<typeof loader>();
  const params = useParams();
  const conversationData = useRouteLoaderData<typeof conversationLoader>("routes/_chat.c.$id");
  const routeConversationId = params.id ?? null;
  const routeConversation =
    routeConversationId && conversationData?.conversation?.id === routeConversationId ? conversationData.conversation : null;
  return (
    <ChatWorkspace
      info={data.info}
      documents={data.documents}
      conversations={data.conversations}
      routeConversationId={routeConversationId}
      routeConversation={routeConversation}
    >
      <Outlet />
    </ChatWorkspace>
  );
}
