/**
 * A route named by its two ends ("Kirkwall to Westray", "Oban – Lismore"): the far end names the
 * row as a later part of the cell does ("Norway" of "Oslo, Norway"), so "the Westray fare" and "the
 * Raasay ferry" find their routes; a title such as "Back to the Future" is no route.
 */
import { describe, expect, it } from "vitest";
import { laterParts } from "../../../server/retrieval/tables/loaded-table";
import { csvAnswer } from "../../helpers/csv-tables";

const routes = [
  "Route,Operator,Adult fare,Step-free",
  "Kirkwall to Shapinsay,Orkney Ferries,4.90,✓",
  "Kirkwall to Westray,Orkney Ferries,9.60,✓",
  "Sconser to Raasay,CalMac,4.10,x",
  "Oban – Lismore,CalMac,3.55,✓",
].join("\n");

describe("a route's far end names its row", () => {
  it("takes the difference of two routes named by their far ends", async () => {
    const more = await csvAnswer(routes, "How much more is the Westray fare than the Shapinsay one?");
    expect([more.plan.operation, more.number]).toEqual(["difference", 4.7]);
  });

  it("answers a yes/no and a lookup of a route named by its far end", async () => {
    const stepFree = await csvAnswer(routes, "Is the Raasay ferry step-free?");
    expect([stepFree.plan.operation, stepFree.boolean]).toEqual(["yesno", false]);
    const fare = await csvAnswer(routes, "What is the adult fare to Lismore?");
    expect([fare.plan.operation, fare.values]).toEqual(["lookup", ["3.55"]]);
  });

  it("reads no route in a title", () => {
    expect(laterParts("Back to the Future")).toEqual([]);
    expect(laterParts("Kirkwall to Westray")).toEqual(["westray"]);
  });
});
