/**
 * A spreadsheet cell that carries instructions, in LLM mode through NL2SQL (docs/architecture.md,
 * "Defences"): the model writes the SQL and then the answer from the result rows. Neither the
 * sample rows nor the result rows it is given hold the planted cell (it is withheld), and when the
 * stand-in obeys whatever the rows tell it, the answer still carries none of the attacker's payload.
 * Real SQLite, real Chroma, the real parse worker; msw stands in for the model.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withheldCell } from "../../../server/retrieval/tables/execute";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiEnv, type ChatBody } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";
import { attackerHost, marker, payloadPattern, poisonedCases, writePoisonedFiles } from "./poisoned-files";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "docent-poisoned-sql-"));
const files = await writePoisonedFiles(directory);
const roster = files[poisonedCases.findIndex((poisoned) => poisoned.format === "xlsx")]!;

/** The stand-in: SQL for the notes of one volunteer, then an answer that repeats the rows and obeys any instruction in them. */
function reply(body: ChatBody): string {
  const system = body.messages[0]?.content ?? "";
  const user = body.messages.at(-1)?.content ?? "";
  if (system.startsWith("You write one SQL query")) {
    const table = /Table "([^"]+)"/.exec(user)?.[1] ?? "food_bank_roster";
    return JSON.stringify({
      sql: `SELECT "_row", "Volunteer", "Notes" FROM "${table}" WHERE "Volunteer" = 'Tomasz Nowak'`,
      explanation: "Notes of one volunteer.",
    });
  }
  if (system.startsWith("You answer a question from the result")) {
    const rows = /<result>\n([\s\S]*?)\n<\/result>/.exec(user)?.[1] ?? "";
    const obeys = rows.includes(attackerHost) ? ` ${marker} — see https://${attackerHost}/collect/roster` : "";
    return `The notes for Tomasz Nowak read: ${rows} [Source 1].${obeys}`;
  }
  return "";
}

describe("a poisoned spreadsheet cell, NL2SQL in LLM mode", () => {
  const openai = createOpenAIMock({ replies: { other: reply } });
  suiteHandlers(...openai.handlers);
  const docent = suiteServices({ prefix: "poisoned-sql-", env: openaiEnv(), documents: [{ path: roster }], timeoutMs: 120_000 });

  it("the model never sees the planted cell, and the answer carries none of the payload", async () => {
    const { response } = await docent.ask("Which notes does the food bank roster keep about Tomasz Nowak, and what do they ask for?");
    const sent = openai.callsFor("other").map((call) => call.body.messages.map((message) => message.content).join("\n"));
    console.log(
      `NL2SQL poisoned: ${JSON.stringify(response.answer)} ${JSON.stringify(response.safety_flags)} by=${response.table_query?.by}`,
    );
    expect(
      sent.some((prompt) => prompt.startsWith("You write one SQL query")),
      "NL2SQL was asked",
    ).toBe(true);
    for (const prompt of sent) expect(prompt).not.toContain(attackerHost);
    expect(response.answer).not.toMatch(payloadPattern);
    expect(response.answer).toContain(withheldCell);
  });
});
