/**
 * Logout: a POST (a link or an image tag on another site cannot log anyone out) that revokes this
 * session on the server and clears the cookie. A GET just goes home.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

export function loader() {
  return redirect("/");
}

export async function action({ context }: ActionFunctionArgs) {
  const { setCookie } = await context.auth.signOut();
  return redirect(context.auth.required ? "/login" : "/", { headers: { "Set-Cookie": setCookie } });
}
