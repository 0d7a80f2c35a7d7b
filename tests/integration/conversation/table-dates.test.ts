/**
 * A relative date in a table question (docs/architecture.md, "Conversation", "Tables"): read
 * against the injected clock by the planner, the table interpreter filters the rows by the year.
 */
import { beforeAll, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";
import { eventsCsv, today } from "./fixtures";

const docent = suiteServices({ prefix: "conversation-table-dates-", documents: [{ name: "club-events.csv", text: eventsCsv }] });
beforeAll(() => {
  docent.services.pipeline.now = () => today;
});

it("'last year' is 2025: three of the four events", async () => {
  const { response } = await docent.ask("How many club events were held last year?");

  expect(response.answer).toMatch(/^3 of 4 rows/);
  expect(response.citations[0]?.filename).toBe("club-events.csv");
});

it("'this year' is 2026: one event", async () => {
  const { response } = await docent.ask("How many club events were held this year?");

  expect(response.answer).toMatch(/\b1\b/);
  expect(response.citations[0]?.filename).toBe("club-events.csv");
});
