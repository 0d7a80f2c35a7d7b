/**
 * The login page (only meaningful with APP_PASSWORD set). The action hands the password to the
 * server's auth (server/http/auth.ts via the load context), which checks it in constant time,
 * rate-limits failures per address and issues the session cookie.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { safeNextPath } from "~/lib/security-context";

export const meta: MetaFunction = () => [{ title: "Log in · Docent" }];

const LoginForm = z.object({
  password: z.string().max(1_024, "That password is too long."),
  next: z.string().max(2_048).optional(),
});

// A refused login's Retry-After reaches the page response too, not only data requests.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.auth.required || context.auth.authenticated) throw redirect("/");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = LoginForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Enter the password." }, { status: 400 });
  const result = await context.auth.signIn(parsed.data.password);
  if (!result.ok) {
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ error: result.message }, { status: result.status, headers });
  }
  return redirect(safeNextPath(parsed.data.next), { headers: { "Set-Cookie": result.setCookie } });
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle";
  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">Docent</h1>
        <p className="mt-1 text-sm text-slate-600">This Docent is private. Enter its password to continue.</p>
        {/* A full page load after login: the chat starts fresh, with its own CSP nonce. */}
        <Form method="post" reloadDocument className="mt-5 space-y-4">
          <input type="hidden" name="next" value={searchParams.get("next") ?? "/"} />
          <div>
            <label htmlFor="password" className="block text-sm font-medium text-slate-700">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "login-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30"
            />
          </div>
          {actionData?.error ? (
            <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-500/40 disabled:opacity-60"
          >
            {busy ? "Checking…" : "Log in"}
          </button>
        </Form>
      </div>
    </main>
  );
}
