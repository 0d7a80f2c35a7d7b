import { describe, expect, it } from "vitest";
import { splitSentences } from "../../../server/core/text-analysis";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { askedKinds, fieldKinds, fieldParts, formFieldOf } from "../../../server/pipeline/form-fields";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const form = [
  "INVENTORY RECONCILIATION REPORT",
  "Report ID: SPARSE-2024-INV-1234",
  "Warehouse: Distribution Center East",
  "Report Date: 2024-11-15",
  "Prepared By: Sarah Martinez",
  "The inventory reconciliation reveals several key findings about the report period.",
].join("\n");

const sourcesOf = (text: string, filename: string) =>
  buildSourceContext([makeChunk(text, { metadata: { doc_id: "d", filename, chunk_index: 0, page: 1 } })], 12_000).sources;

describe("form fields", () => {
  it("reads a label/value line, not prose nor a row", () => {
    expect(formFieldOf("Prepared By: Sarah Martinez")).toEqual({ label: "Prepared By", value: "Sarah Martinez" });
    expect(formFieldOf("Item type: DVD; Loan period (days): 7")).toBeNull();
    expect(formFieldOf("The hood failed: the belt had stretched and slipped on the pulley of the motor.")).toBeNull();
    expect([...fieldKinds({ label: "Report Date", value: "2024-11-15" })]).toEqual(["when"]);
    expect([...fieldKinds({ label: "Signed Off By", value: "Dr. Alan Reyes" })]).toEqual(["who"]);
    expect([...askedKinds("Who prepared the inventory report, and when?")]).toEqual(["who", "when"]);
  });

  it("answers who and when from a form's fields, the document's title naming what they are about", () => {
    const answer = extractAnswer({
      question: "Who prepared the inventory report, and when?",
      sources: sourcesOf(form, "SPARSE-2024-INV-1234.pdf"),
      style: "concise",
    });
    expect(answer.answer).toContain("Sarah Martinez");
    expect(answer.answer).toContain("2024-11-15");
    // A field holding no asked word is not lifted by the document's name alone.
    const recommend = extractAnswer({
      question: "What does the inventory report recommend?",
      sources: sourcesOf(form, "SPARSE-2024-INV-1234.pdf"),
      style: "concise",
    });
    expect(recommend.answer).not.toMatch(/Report ID|Warehouse|Prepared By/);
  });

  it("answers a field asked by its label with the file's name in the question", () => {
    const order = "Facilities Work Order\nWork Order No.: WO-2291\nRequested By: Priya Nair\nDepartment: Chemistry\nPriority: High";
    const sources = sourcesOf(order, "work-order-WO-2291.pdf");
    expect(extractAnswer({ question: "Who requested the work order?", sources, style: "concise" }).answer).toMatch(
      /^Requested By: Priya Nair \[Source 1\]\./,
    );
    expect(extractAnswer({ question: "Which department is the work order for?", sources, style: "concise" }).answer).toContain("Chemistry");
  });

  it("quotes a paper's keywords line only when the keywords are asked for", () => {
    const paper = [
      "Abstract. Toolkits for document work are hard to reuse.",
      "Keywords: Document Image Analysis · Deep Learning · Layout Analysis · Open Source library",
      "Such toolkits face convoluted codebases and costly custom training.",
    ].join("\n");
    const sources = sourcesOf(paper, "paper.pdf");
    const asked = "What practical difficulties does deep learning for document image analysis face?";
    expect(extractAnswer({ question: asked, sources, style: "concise" }).answer).not.toMatch(/Keywords/);
    expect(extractAnswer({ question: "What are the paper's keywords?", sources, style: "concise" }).answer).toMatch(
      /^Keywords: Document Image/,
    );
  });

  it("reads a phone number's field as holding a number, though its label says only 'Phone'", () => {
    const handbook = "Contacts\nVolunteer Coordinator: Maria Lopez\nPhone: 0161 555 0199\nAddress: 14 Mill Lane, Riverside";
    const sources = sourcesOf(handbook, "volunteer-handbook.docx");
    const answer = extractAnswer({ question: "What is the volunteer coordinator's phone number?", sources, style: "concise" });
    expect(answer.answer).toMatch(/^Phone: 0161 555 0199/);
    expect(answer.sentences[0]!.covers).toContain("number");
  });

  it("reads a letterhead's fields written without a colon, 'No.' as number and 'Tel' as phone", () => {
    expect(formFieldOf("VAT No. GB 294 6612 07")).toEqual({ label: "VAT No.", value: "GB 294 6612 07" });
    expect(formFieldOf("Tel 01632 960 123 · office@example.org")).toEqual({ label: "Tel", value: "01632 960 123" });
    expect(formFieldOf("No parking is allowed on the verge at any time.")).toBeNull();
    // A form's catalogue footer: "No." with nothing naming what is numbered is no field.
    expect(formFieldOf("No. 11320B Form 1040 (2010)")).toBeNull();
    const letter = [
      "Fernbrook Joinery Ltd",
      "Tel 01632 960 123 · office@fernbrook.example",
      "Company Reg. 08812345",
      "Quote No. Q-2291",
      "Date: 3 March 2025",
      "We will fit the oak staircase within four weeks of your deposit.",
    ].join("\n");
    const sources = sourcesOf(letter, "fernbrook-quote.pdf");
    expect(extractAnswer({ question: "What is Fernbrook's telephone number?", sources, style: "concise" }).answer).toContain(
      "01632 960 123",
    );
    expect(extractAnswer({ question: "What is the quote number?", sources, style: "concise" }).answer).toContain("Q-2291");
  });

  it("reads each field of a line set apart by '·', an e-mail address alone included", () => {
    expect(fieldParts("Tel 01632 960 123 · office@fernbrook.example")).toEqual(["Tel 01632 960 123", "office@fernbrook.example"]);
    expect(formFieldOf("office@fernbrook.example")).toEqual({ label: "Email", value: "office@fernbrook.example" });
    // A paper's keywords line is one field whose value is a list, not several fields.
    const keywords = "Keywords: Document Image Analysis · Deep Learning · Layout Analysis";
    expect(fieldParts(keywords)).toEqual([keywords]);
    // The long contact line is not wrapped into the company line under it.
    const letter = [
      "Fernbrook Joinery Ltd",
      "Tel 01632 960 123 · orders@fernbrookjoinery.example.co.uk",
      "Registered Company No. 08812345",
    ];
    expect(splitSentences(letter.join("\n"))).toHaveLength(3);
    const sources = sourcesOf(letter.join("\n"), "fernbrook-quote.pdf");
    expect(extractAnswer({ question: "What's the email address for orders?", sources, style: "concise" }).answer).toMatch(
      /^Email: orders@fernbrookjoinery\.example\.co\.uk \[Source 1\]/,
    );
  });

  it("reads a clock time as a 'when', asked as 'what time'", () => {
    expect([...fieldKinds({ label: "Opening", value: "09:30 to 16:00" })]).toEqual(["when"]);
    expect([...askedKinds("What time does the workshop open?")]).toEqual(["when"]);
    const notice = ["Pottery Workshop Booking", "Booked by: Ann Kerr", "Sessions: 09:30 to 16:00", "Room: Studio 2"].join("\n");
    const sources = sourcesOf(notice, "pottery-booking.pdf");
    expect(extractAnswer({ question: "What time does the session begin?", sources, style: "concise" }).answer).toContain("09:30");
  });
});

describe("a field whose value the question names", () => {
  it("is whom the question is about: the form's field that covers the asked word answers", () => {
    const application = [
      "Share application",
      "Full name: Amara Okonkwo-Reyes",
      "Address: 4 Mill Lane, Ashby",
      "Number of shares: 12",
      "Interest: Reinvest in new shares",
    ].join("\n");
    const answer = extractAnswer({
      question: "How many shares is Amara Okonkwo-Reyes applying for?",
      sources: sourcesOf(application, "share-application.pdf"),
      style: "concise",
    });
    expect(answer.answer).toMatch(/^Number of shares: 12/);
  });
});
