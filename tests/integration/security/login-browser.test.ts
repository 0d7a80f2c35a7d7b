/**
 * The login in a real browser (Debian's Chromium): with APP_PASSWORD set, the chat redirects to
 * /login, a wrong password shows the message in place, the right one lands on the hydrated chat,
 * and nothing on either page trips the Content-Security-Policy (Chromium reports every blocked
 * inline script or style as a console error, which this test collects).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDocent, type DocentServer } from "../../helpers/docent-server";
import { ensureUiBuilt, launchBrowser, openPage, type WatchedPage } from "../../e2e/support/browser";

const password = "lantern keeper 1912";

describe("login in the browser", () => {
  let docent: DocentServer;
  let browser: Browser;
  let watched: WatchedPage;
  const violations: string[] = [];

  beforeAll(async () => {
    await ensureUiBuilt();
    [docent, browser] = await Promise.all([startDocent({ env: { APP_PASSWORD: password } }), launchBrowser()]);
    watched = await openPage(browser, docent.url);
    // A CSP report from the page itself, in case the console wording changes.
    await watched.page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  afterAll(async () => {
    await watched?.context.close();
    await browser?.close();
    await docent?.stop("SIGKILL");
  });

  const collectViolations = async () => {
    const found = await watched.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    violations.push(...found);
  };

  it("sends a visitor to /login, refuses a wrong password in place, and opens the chat with the right one", async () => {
    const { page } = watched;
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

    const cookies = await watched.context.cookies();
    const session = cookies.find((cookie) => cookie.name === "docent_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("docent_session");

    // The page's own API calls ride the session cookie.
    const status = await page.evaluate(async () => (await fetch("/api/documents")).status);
    expect(status).toBe(200);

    expect(violations).toEqual([]);
    const cspErrors = watched.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message));
    expect(cspErrors).toEqual([]);
    expect(watched.pageErrors).toEqual([]);

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
