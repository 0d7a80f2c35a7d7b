/**
 * LLM mode: NL2SQL over the question's tables, through the real pipeline (real SQLite, real
 * Chroma, the OpenAI stand-in of tests/mocks). Valid SQL is run and answered from its rows; a
 * failing query is retried once with the error; DROP, ATTACH, PRAGMA, another table of the
 * library, load_extension and a never-ending recursive CTE are each refused or cut off with a
 * clear message, and the stored data is the same afterwards.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { suiteServices } from "../../helpers/services";
import { testDatabase } from "../../helpers/test-database";
import { createOpenAIMock, openaiEnv, type ChatBody } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";
import { lookAlikeWorkbook, tempFile } from "./workbooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-table-sql-"));
const sales = tempFile(dir, "sales.xlsx");
lookAlikeWorkbook(sales);

/** Replies to the NL2SQL prompt from a queue of SQL strings; the answer prompt gets the rows back as text. */
const sqlQueue: string[] = [];
const openai = createOpenAIMock({
  replies: {
    other: (body: ChatBody) => {
      const system = body.messages[0]?.content ?? "";
      if (system.startsWith("You write one SQL query"))
        return JSON.stringify({ sql: sqlQueue.shift() ?? null, explanation: "Sums Revenue for Tea." });
      if (system.startsWith("You answer a question from the result"))
        return `Result: ${/<result>[\s\S]*?(\{.*\})/u.exec(body.messages[1]?.content ?? "")?.[1] ?? "none"} [Source 1]`;
      return "";
    },
  },
});
suiteHandlers(...openai.handlers);
// A second document's table: a question about the first only must not reach it.
const payroll = { name: "payroll.csv", text: "Name,Salary\nAda,5000\nBob,4000\n" };
const docent = suiteServices({ prefix: "docent-table-sql-", env: openaiEnv(), documents: [{ path: sales }, payroll], timeoutMs: 180_000 });

afterEach(() => {
  openai.reset();
  sqlQueue.length = 0;
});

const nl2sqlCalls = () => openai.callsFor("other").filter((call) => call.body.messages[0]!.content.startsWith("You write one SQL query"));

const storedTables = ["documents", "chunks", "doc_tables", "doc_table_rows"];

/** A digest of every stored table, row and document (and PostgreSQL's typed copies): what no query may change. */
async function storedData(): Promise<string> {
  const { db, config } = docent.services;
  if (db) return digest(storedTables.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()));
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    const typed = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'docent_tables' ORDER BY 1",
    );
    const dumps = [];
    for (const table of [...storedTables, ...typed.rows.map((row) => `docent_tables.${row.name}`)])
      dumps.push((await client.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows);
    return digest([typed.rows, ...dumps]);
  } finally {
    await client.end();
  }
}

const digest = (dumps: unknown[]) =>
  createHash("sha256")
    .update(dumps.map((dump) => JSON.stringify(dump)).join("\n"))
    .digest("hex");

/** How each database words a failure (the SQLite sandbox, or PostgreSQL's read-only role). */
const says = {
  sqlite: {
    noColumn: "no such column: Turnover",
    libraryTables: "failed twice (no such table: chunks)",
    noTable: "failed twice (no such table: payroll)",
  },
  postgres: {
    noColumn: 'column "turnover" does not exist',
    libraryTables: "was refused (not allowed: permission denied for table documents)",
    noTable: 'failed twice (relation "payroll" does not exist)',
  },
}[testDatabase];

describe("NL2SQL in LLM mode", () => {
  it("runs the model's SELECT on the question's tables and answers from the rows it returned", async () => {
    sqlQueue.push(`SELECT SUM("Revenue") AS total FROM "sales_2023" WHERE LOWER("Product") = 'tea'`);
    const { response } = await docent.ask("What is the total Revenue of Tea?");
    const prompt = nl2sqlCalls()[0]!.body.messages[1]!.content;
    expect(prompt).toContain('Table "sales_2023" (sheet "Sales 2023" of sales.xlsx, 4 rows)');
    expect(prompt).toContain('"Revenue" integer');
    expect(response.answer).toContain('"rows":[[2000]]');
    expect(response.reasoning).toContain(`SELECT SUM("Revenue")`);
    expect(response.table_query).toEqual({
      by: "model",
      sql: `SELECT SUM("Revenue") AS total FROM "sales_2023" WHERE LOWER("Product") = 'tea'`,
      description: "Sums Revenue for Tea.",
    });
    expect(response.citations[0]).toMatchObject({ filename: "sales.xlsx", sheet: "Sales 2023", computed: true });
    expect(response.confidence).toBe("medium");
  });

  it("retries a failing query once, with the error in the prompt", async () => {
    sqlQueue.push(`SELECT Turnover FROM "sales_2023"`, `SELECT SUM("Units") FROM "sales_2024" WHERE "Product" = 'Tea'`);
    const { response } = await docent.ask("What is the total Revenue of Tea?");
    const calls = nl2sqlCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.messages[1]!.content).toContain(says.noColumn);
    expect(response.answer).toContain('"rows":[[235]]');
  });

  it.each([
    ["DROP", `DROP TABLE "sales_2023"`, "only a SELECT query is allowed"],
    ["ATTACH", `ATTACH DATABASE 'docent.db' AS app`, "only a SELECT query is allowed"],
    ["PRAGMA", `PRAGMA table_info("sales_2023")`, "only a SELECT query is allowed"],
    ["load_extension", `SELECT load_extension('/tmp/evil')`, "LOAD_EXTENSION is not allowed"],
    ["a write inside WITH", `WITH t AS (SELECT 1) DELETE FROM "sales_2023"`, "DELETE is not allowed"],
    ["a second statement", `SELECT 1; DROP TABLE "sales_2023"`, "only one statement is allowed"],
  ])("refuses %s with a clear message and changes nothing", async (_name, sql, reason) => {
    const before = await storedData();
    sqlQueue.push(sql);
    const { response } = await docent.ask("What is the total Revenue of Tea?");
    expect(response.answer).toContain(`was refused (${reason})`);
    expect(response.confidence).toBe("low");
    expect(nl2sqlCalls()).toHaveLength(1);
    expect(await storedData()).toBe(before);
  });

  it("cannot reach the library's own tables: they do not exist where the query runs", async () => {
    const before = await storedData();
    sqlQueue.push(`SELECT * FROM documents`, `SELECT text FROM chunks`);
    const { response } = await docent.ask("What is the total Revenue of Tea?");
    expect(response.answer).toContain(says.libraryTables);
    expect(await storedData()).toBe(before);
  });

  it("cannot reach the table of a document outside the question's documents", async () => {
    const before = await storedData();
    sqlQueue.push(`SELECT SUM("Salary") FROM "payroll"`, `SELECT "Salary" FROM payroll`);
    const { response } = await docent.ask("What is the total Revenue of Tea?", { documentIds: [docent.documents[0]!.id] });
    expect(nl2sqlCalls()[0]!.body.messages[1]!.content).not.toContain("payroll");
    expect(response.answer).toContain(says.noTable);
    expect(await storedData()).toBe(before);
  });

  it("cuts off a never-ending recursive query", async () => {
    const before = await storedData();
    sqlQueue.push(`WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT COUNT(*) FROM n`);
    const started = performance.now();
    const { response } = await docent.ask("What is the total Revenue of Tea?");
    expect(response.answer).toContain("ms and was stopped");
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await storedData()).toBe(before);
  }, 30_000);

  it("answers offline, without the model, when the interpreter guessed nothing", async () => {
    const { response } = await docent.ask("What is the total Units in Sales 2024?");
    expect(response.answer).toContain("The total Units is 525");
    expect(nl2sqlCalls()).toHaveLength(0);
  });
});
