/**
 * A table answer on the page, in Chromium against a real offline Docent (docs/architecture.md,
 * "Tables"): a workbook uploaded through the page, a total asked, and the answer shows the number
 * (the gold computed here from the season's raw CSV, not by Docent), cites the sheet, shows the
 * query in "How this answer was made", and its citation opens the viewer on the rows it used.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

/** Arsenal's home goals in 2023-24, straight from the CSV the workbook's "2023-24" sheet was made from. */
function arsenalHomeGoals(): { total: number; matches: number } {
  const [header, ...lines] = fs.readFileSync(tableFile("season-2324.csv"), "utf8").trim().split(/\r?\n/);
  const columns = header!.split(",");
  const home = columns.indexOf("HomeTeam");
  const goals = columns.indexOf("FTHG");
  const rows = lines.map((line) => line.split(",")).filter((cells) => cells[home] === "Arsenal");
  return { total: rows.reduce((sum, cells) => sum + Number(cells[goals]), 0), matches: rows.length };
}

const tableFile = (name: string) => path.join(corpusDir, "tables", name);

describe("a table answer on the page", () => {
  const session = suiteChatSession();

  it("uploads a workbook, answers a total with the number, the sheet, the query and the cited rows", async () => {
    const gold = arsenalHomeGoals();
    expect(gold.matches).toBe(19);
    await session.chat.upload(tableFile("premier-league-2022-23-2023-24.xlsx"));
    await session.chat.waitForDocumentStatus("premier-league-2022-23-2023-24.xlsx", "ready", 120_000);

    await session.chat.ask("What is the total FTHG of Arsenal at home on the 2023-24 sheet?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    const text = (await answer.getByTestId("answer-text").textContent()) ?? "";
    expect(text).toContain(`The total FTHG is ${String(gold.total)}`);
    expect(text).toContain(`${String(gold.matches)} of 380 rows`);

    // The sheet citation.
    const citation = answer.getByTestId("citation").first();
    expect(await citation.getByTestId("citation-filename").textContent()).toBe("premier-league-2022-23-2023-24.xlsx");
    expect(await citation.getByTestId("citation-location").textContent()).toContain("2023-24");

    // The query, in "How this answer was made".
    const timeline = answer.getByTestId("answer-timeline");
    await timeline.locator("summary").click();
    const query = timeline.getByTestId("answer-table-query");
    expect(await query.isVisible()).toBe(true);
    expect(await query.locator("code").textContent()).toBe(`SELECT SUM("FTHG") FROM "2023-24"\nWHERE "HomeTeam" = 'Arsenal'`);
    expect(await query.textContent()).toContain("sum of FTHG where HomeTeam = Arsenal");

    // The citation opens the viewer on the rows the total used: Arsenal's home matches, and only those.
    await citation.getByRole("button").click();
    const [viewer] = await Promise.all([
      session.watched.context.waitForEvent("page"),
      citation.getByTestId("citation-open-original").click(),
    ]);
    await viewer.waitForLoadState();
    expect(new URL(viewer.url()).pathname).toMatch(/^\/documents\/[0-9a-f-]{36}\/view$/);
    const cited = viewer.locator('[data-testid="viewer-row"][data-cited="true"]');
    await cited.first().waitFor();
    const citedRows = await cited.allTextContents();
    expect(citedRows).toHaveLength(gold.matches);
    for (const row of citedRows) expect(row).toMatch(/^[^A-Za-z]*\d{4}-\d{2}-\d{2}\s*Arsenal/u);
    expect(await cited.first().isVisible()).toBe(true);
    expect(await viewer.getByTestId("viewer-table").locator("th").allTextContents()).toEqual(
      expect.arrayContaining(["HomeTeam", "AwayTeam", "FTHG"]),
    );
    await viewer.close();
    expect(session.watched.pageErrors).toEqual([]);
  });
});
