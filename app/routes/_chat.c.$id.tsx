/** "/c/:id": a stored conversation, rendered from the server on reload (docs/architecture.md#where-things-are-stored). */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const conversation = /^[\w-]{1,64}$/.test(id) ? await context.docent.getConversation(id) : null;
  // Not found is shown in place by the layout (with a way out), with the right status code.
  if (!conversation) return data({ conversation: null }, { status: 404 });
  return { conversation };
}

export default function StoredConversation() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <div role="alert" className="mx-auto mb-4 max-w-lg rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      This conversation could not be loaded{isRouteErrorResponse(error) ? ` (${error.status})` : ""}.{" "}
      <Link to="/" className="font-medium underline underline-offset-2">
        Start a new one
      </Link>
      .
    </div>
  );
}
