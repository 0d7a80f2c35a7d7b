/** Small documents the conversation suites upload beside corpus files (tests/integration/conversation/). */

/** A handbook whose passages hold several sentences each, so answers can be shortened, listed and expanded. */
export const gardenHandbook = [
  "# Riverside Community Garden handbook",
  "",
  "## Composting",
  "Hot composting is a method that keeps a pile between 55 and 65 degrees Celsius so that it breaks down within two months. " +
    "The pile needs equal parts of green and brown material by volume. " +
    "Members turn the pile every week with the forks kept in the blue shed. " +
    "A thermometer hangs on the shed door for checking the heat of the pile. " +
    "Finished compost is dark, crumbly and smells of soil.",
  "",
  "## Watering",
  "Beds are watered before nine in the morning so that less water evaporates. " +
    "Each member waters their own bed on the days given in the rota. " +
    "The rain barrels behind the greenhouse are used first, and the mains tap only when they are empty.",
].join("\n");

/** Minutes with dated decisions, for relative dates read against an injected clock. */
export const boardMinutes = [
  "# Board minutes",
  "",
  "On 14 October 2026 the board approved a new budget of 4,000 euros for garden tools.",
  "In March 2024 the board elected Maria Lopez as treasurer of the garden association.",
].join("\n");

/** Two reports, so "the report" names no single document. */
export const report2023 = "The 2023 annual report says the garden grew 820 kilograms of vegetables and welcomed 41 members.";
export const report2024 = "The 2024 annual report says the garden grew 1,130 kilograms of vegetables and welcomed 57 members.";

/** Dated rows, for a relative date read by the table interpreter. */
export const eventsCsv = [
  "Date,Event,City",
  "2025-03-02,Seed swap,Lyon",
  "2025-07-14,Harvest fair,Paris",
  "2025-10-01,Compost class,Lyon",
  "2026-04-20,Seed swap,Lyon",
].join("\n");

/** Today, as the suites' clock says. */
export const today = new Date("2026-11-25T10:00:00Z");
