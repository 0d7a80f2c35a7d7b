/** Short texts for the collections tests: facts that differ between collections, a small CSV for the tables path. */
export const harbourNotes = [
  "The harbour committee met on Monday to plan the new pier.",
  "The new pier will open in March 2027 after two years of building. Funding for the pier came from the regional council.",
  "The pier is 240 metres long and has berths for twelve ferries.",
].join("\n\n");
export const pierHistory = [
  "The old wooden pier of Saltmarsh was closed in 1998 after a winter storm broke its pilings.",
  "The wooden pier had been built in 1911 by the fishing guild, who landed herring there for eighty years.",
].join("\n\n");
export const gardenGuide = [
  "Tomatoes need six hours of sun a day and steady watering.",
  "Compost should be turned every two weeks so that it heats evenly.",
  "The garden shed holds spades, rakes and a wheelbarrow.",
].join("\n\n");
export const garagesCsv = [
  "City,Garage,Spaces",
  "Lyon,Garage A1,120",
  "Paris,Garage B1,340",
  "Lyon,Garage C1,75",
  "Nantes,Garage D1,90",
].join("\n");
