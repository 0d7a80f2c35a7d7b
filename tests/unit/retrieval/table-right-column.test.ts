/**
 * Filters in the right column and columns named by everyday words (docs/architecture.md, "Tables"; #15):
 * a compass point said for its adjective names the finer region, a side said with a team and "against"
 * says which team was where, a code named by its length and its owner, a header word cut short.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const shows = [
  "Show,Director,Performances,Seats sold",
  "Hamlet,A Reed,24,5100",
  "The Birthday Party,B Stone,12,2300",
  "Equus,C Dunn,18,3900",
].join("\n");
const weather = [
  "date,location,temp_max",
  "2015-07-01,Seattle,33.3",
  "2015-07-02,Seattle,20.6",
  "2015-07-03,Seattle,21.1",
  "2015-07-01,New York,29.4",
  "2015-07-02,New York,28.3",
  "2015-07-03,New York,30.6",
].join("\n");

const countries = [
  "Country,Region,Sub-region,Currency,ISO Alpha-2,ISO Alpha-3,ISO currency code,LDC",
  "Ghana,Africa,Western Africa,Cedi,GH,GHA,GHS,",
  "Senegal,Africa,Western Africa,CFA Franc,SN,SEN,XOF,x",
  "Mali,Africa,Western Africa,CFA Franc,ML,MLI,XOF,x",
  "Kenya,Africa,Eastern Africa,Kenyan Shilling,KE,KEN,KES,",
  "Uganda,Africa,Eastern Africa,Uganda Shilling,UG,UGA,UGX,x",
  "Ethiopia,Africa,Eastern Africa,Birr,ET,ETH,ETB,x",
  "Rwanda,Africa,Eastern Africa,Rwanda Franc,RW,RWA,RWF,x",
  "Egypt,Africa,Northern Africa,Egyptian Pound,EG,EGY,EGP,",
  "Vietnam,Asia,South-eastern Asia,Dong,VN,VNM,VND,",
  "Laos,Asia,South-eastern Asia,Kip,LA,LAO,LAK,x",
  "India,Asia,Southern Asia,Rupee,IN,IND,INR,",
  "Sweden,Europe,Northern Europe,Krona,SE,SWE,SEK,",
].join("\n");

const matches = [
  "Date,HomeTeam,AwayTeam,HS,AS,Referee,HY,AY",
  "2023-08-12,Arsenal,Forest,15,6,M Oliver,2,1",
  "2023-09-24,Arsenal,Tottenham,17,9,C Kavanagh,3,4",
  "2023-10-07,Tottenham,Luton,20,8,A Taylor,1,3",
  "2023-11-11,Forest,Arsenal,7,18,A Taylor,2,2",
  "2024-02-02,Luton,Arsenal,5,19,M Oliver,2,0",
  "2024-04-28,Tottenham,Arsenal,14,11,A Taylor,3,3",
  "2024-05-04,Forest,Tottenham,9,12,A Taylor,1,2",
].join("\n");

describe("a compass point said for its adjective", () => {
  it("reads 'west africa' as the sub-region Western Africa, not the region Africa", async () => {
    const result = await csvAnswer(countries, "how many different currencies are used in west africa");
    expect(result.how).toBe("Sub-region = Western Africa");
    expect(result.number).toBe(2);
  });

  it("compares 'east africa or west africa' as two sub-regions", async () => {
    const result = await csvAnswer(countries, "which has more least developed countries, east africa or west africa");
    expect(result.values).toEqual(["Eastern Africa"]);
  });

  it("reads 'south east asia' and 'southeast asia' as South-eastern Asia", async () => {
    expect((await csvAnswer(countries, "how many countries are in south east asia")).number).toBe(2);
    expect((await csvAnswer(countries, "how many countries are in southeast asia")).number).toBe(2);
  });
});

describe("a code named by its length and whose it is", () => {
  it("reads 'the 3 letter iso code' as the three-letter column whose name says 3, not a number column", async () => {
    const result = await csvAnswer(countries, "what's swedens 3 letter iso code");
    expect(result.values).toEqual(["SWE"]);
  });
});

describe("a team said with a side and 'against'", () => {
  it("reads 'Arsenal away against Tottenham' as Arsenal the visitor", async () => {
    const result = await csvAnswer(matches, "How many shots did Arsenal have away against Tottenham?");
    expect(result.how).toContain("AwayTeam = Arsenal");
    expect(result.how).toContain("HomeTeam = Tottenham");
  });

  it("keeps two teams compared with 'or' apart from one match's roles ('away, Arsenal or Tottenham')", async () => {
    const result = await csvAnswer(matches, "Who had more shots away, Arsenal or Tottenham?");
    expect(result.values).toEqual(["Arsenal"]);
  });
});

describe("a header word cut short", () => {
  it("reads 'ref' as Referee, not the R of a capitals header", async () => {
    const result = await csvAnswer(matches, "which ref booked the most players");
    expect(result.values).toEqual(["A Taylor"]);
  });
});

describe("a question word typed with a slip", () => {
  it("reads 'wich show had the fewest performances' as the show, not the number", async () => {
    const result = await csvAnswer(shows, "wich show had the fewest performances");
    expect(result.values).toEqual(["The Birthday Party"]);
  });
});

describe("two sides compared over several rows each", () => {
  it("compares each side's average when 'on average' is said", async () => {
    const result = await csvAnswer(weather, "which was warmer on average in july 2015, seattle or new york");
    expect(result.values).toEqual(["New York"]);
    expect(result.plan.assumptions).toEqual([]);
  });

  it("says that the first row of each stood for the rest when no total or average is said", async () => {
    const result = await csvAnswer(weather, "which was warmer in july 2015, seattle or new york");
    expect(result.plan.assumptions.join(" ")).toContain("the first listed of each was compared");
  });
});
