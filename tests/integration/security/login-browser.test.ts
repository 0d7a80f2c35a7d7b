/**
 * The login in a real browser (Debian's Chromium): with APP_PASSWORD set, the chat redirects to
 * /login, a wrong password shows the message in place, the right one lands on the hydrated chat,
 * and nothing on either page trips the Content-Security-Policy (Chromium reports every blocked
 * inline script or style as a console error, which this test collects).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { suiteChatSession } from "../../e2e/support/browser";

const password = "lantern keeper 1912";

describe("login in the browser", () => {
  const session = suiteChatSession({ env: { APP_PASSWORD: password }, goto: null });
  const violations: string[] = [];

  beforeAll(async () => {
    // A CSP report from the page itself, in case the console wording changes.
    await session.watched.page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  const collectViolations = async () => {
    const found = await session.watched.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    violations.push(...found);
  };

  it("sends a visitor to /login, refuses a wrong password in place, and opens the chat with the right one", async () => {
    const { page } = session.watched;
    await page.goto("/");
    await page.waitForURL(/\/login$/);
    await expectOnPage(page.getByLabel("Password"));
    await collectViolations();

    await page.getByLabel("Password").fill("not it");
    await page.getByRole("button", { name: "Log in" }).click();
    await expectOnPage(page.getByRole("alert"));
    expect(await page.getByRole("alert").textContent()).toContain("That password is not right.");
    await collectViolations();

    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator('[data-hydrated="true"]').waitFor();
    await collectViolations();

    const cookies = await session.watched.context.cookies();
    const sessionCookie = cookies.find((cookie) => cookie.name === "docent_session");
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("docent_session");

    // The page's own API calls ride the session cookie.
    const status = await page.evaluate(async () => (await fetch("/api/documents")).status);
    expect(status).toBe(200);

    expect(violations).toEqual([]);
    const cspErrors = session.watched.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message));
    expect(cspErrors).toEqual([]);
    expect(session.watched.pageErrors).toEqual([]);

    // The chat page offers a way out; after it the API refuses the old session.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    const afterLogout = await page.evaluate(async () => (await fetch("/api/documents")).status);
    expect(afterLogout).toBe(401);
  });
});

async function expectOnPage(locator: import("playwright-core").Locator) {
  await locator.waitFor({ state: "visible" });
}
