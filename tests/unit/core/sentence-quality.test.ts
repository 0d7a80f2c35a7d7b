import { describe, expect, it } from "vitest";
import { fragmentReason } from "../../../server/core/sentence-quality";
import { summarizeDocument } from "../../../server/ingest/summarize";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "../pipeline/stage-fixtures";

describe("sentence quality", () => {
  it("finds the fragments a PDF makes: chart axes, open brackets, sentences cut mid-phrase", () => {
    expect(fragmentReason("Speedup over the interpreter 0 10 20 30 40 The speedup is largest on loops.")).toBe("chart residue");
    expect(fragmentReason("Deep learning approaches are the state of the art for tasks including classification [ 11 ,")).toBe(
      "unbalanced brackets",
    );
    expect(fragmentReason("The tracer records the hot loops of the.")).toBe("cut mid-phrase");
    expect(fragmentReason("(12) For example, we would expect loop counters to remain integers.")).toBe("stray number");
    expect(fragmentReason("The tracer records the hot loops and the side exits,")).toBe("cut mid-phrase");
  });

  it("leaves whole sentences alone, numbered enumerations and figures in prose included", () => {
    expect(fragmentReason("The common frog count rose from 412 in 2021 to 655 in 2023.")).toBeNull();
    expect(fragmentReason("There are several difficulties: 1) models are hard to reuse, and 2) data is scarce.")).toBeNull();
    expect(fragmentReason("We call the resulting tracing VM TraceMonkey (see Section 3).")).toBeNull();
    expect(fragmentReason("PLDI’09, June 15–20, 2009, Dublin, Ireland.")).toBeNull();
    expect(fragmentReason("Legend: ▲▲→·· ●●→■■ ◆◆▼▼·· (per cent)")).toBe("mostly symbols");
  });

  it("is applied by the offline reasoner and the ingestion summary alike", () => {
    const text =
      "Speedup over the interpreter 0 10 20 30 40 The tracer speeds up hot loops by recording them. The tracer speeds up hot loops only when they run often and stay type-stable across iterations.";
    const answer = extractAnswer({
      question: "How does the tracer speed up hot loops?",
      sources: buildSourceContext([makeChunk(text)], 12_000).sources,
      style: "detailed",
    });
    expect(answer.answer).not.toMatch(/0 10 20/);
    expect(answer.answer).toContain("only when they run often");
    const chunk = { id: "c1", page: 1, sheet: null, heading: null };
    const summary = summarizeDocument(
      [
        { ...chunk, text: `${text} Tracing compilers record the loops a program runs most and compile them to machine code.` },
        { ...chunk, id: "c2", text: "Side exits return control to the interpreter when a guard fails during a recorded trace." },
      ],
      "tracing.pdf",
    );
    expect(summary.sentences.map((sentence) => sentence.text).join(" ")).not.toMatch(/0 10 20/);
  });
});
