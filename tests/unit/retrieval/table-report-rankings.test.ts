/**
 * Rankings and follow-ups over a report's small table of named rows (a PDF table drawn without rules
 * is typed like this CSV; docs/architecture.md, "Tables"): a row left out by "apart from", what has
 * been running longest as the oldest, "went out most often" as the count column ranked when every row
 * is its own group, and "it" or "that show" pointing back to the row the previous question named.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const programmes = [
  "Programme,Presenter,Day,Hours a week,Started",
  "Morning Tide,Gwen Adeyemi,Weekdays,15,2011",
  "Folk Roots,Alasdair Finch,Sunday,3,2009",
  "Elmere Talks,Nadia Kowalczyk,Tuesday,2,2018",
  "Night Shift,Tomasz Wrona,Friday,5,2021",
].join("\n");

const boats = [
  "Boat,Type,Seats,Km rowed,Outings",
  "Margaret Laing,Eight,9,3120,96",
  "Kessock Flyer,Coxed four,5,4870,231",
  "Grey Heron,Double scull,2,2940,188",
  "Old Tom,Coxless four,4,3410,205",
].join("\n");

describe("rankings over a report's table of named rows", () => {
  it("leaves out the row named after 'apart from', 'aside from' or 'besides'", async () => {
    const most = await csvAnswer(programmes, "Apart from Morning Tide, which programme gets the most hours a week?");
    expect([most.plan.operation, most.values]).toEqual(["argmax", ["Night Shift"]]);
    expect((await csvAnswer(programmes, "Besides Night Shift, which programme started most recently?")).values).toEqual(["Elmere Talks"]);
  });

  it("reads what has been running longest as the oldest by its start", async () => {
    expect((await csvAnswer(programmes, "Which programme has been running longest?")).values).toEqual(["Folk Roots"]);
    expect((await csvAnswer(programmes, "What is the longest-running programme?")).values).toEqual(["Folk Roots"]);
  });

  it("ranks the count column the question names when every row is its own group", async () => {
    const often = await csvAnswer(boats, "Which boat went out most often?");
    expect([often.plan.operation, often.values]).toEqual(["argmax", ["Kessock Flyer"]]);
    expect((await csvAnswer(boats, "Which boat went out least often?")).values).toEqual(["Margaret Laing"]);
  });

  it("reads 'it' and 'that show' as the row the previous question named", async () => {
    const outings = await csvAnswer(boats, "How many outings did it do?", { previousQuestion: "Which boat is the club's eight?" });
    expect(outings.number).toBe(96);
    expect(outings.plan.assumptions).toEqual([]);
    const hours = await csvAnswer(programmes, "How many hours a week is that show on?", {
      previousQuestion: "Who is the presenter of Morning Tide?",
    });
    expect(hours.number).toBe(15);
    // A question that names its own row is its own question.
    const own = await csvAnswer(boats, "How many outings did Old Tom do?", { previousQuestion: "Which boat is the club's eight?" });
    expect(own.number).toBe(205);
  });
});
