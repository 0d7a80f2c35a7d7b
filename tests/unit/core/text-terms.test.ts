import { describe, expect, it } from "vitest";
import { cjkTerms, koreanStem } from "../../../server/core/cjk-terms";
import { contentTerms, stem } from "../../../server/core/text-analysis";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "../pipeline/stage-fixtures";

describe("Korean and CJK terms", () => {
  it("drops a Korean word's particle or ending, keeping two syllables", () => {
    expect(koreanStem("이용금액이")).toBe("이용금액");
    expect(koreanStem("편의점에서")).toBe("편의점");
    expect(koreanStem("적립돼요")).toBe("적립");
    expect(koreanStem("국가")).toBe("국가");
  });

  it("matches a question word with its particle to the document's word with another", () => {
    const question = new Set(contentTerms("빅포인트 유효기간은 얼마나 돼?"));
    const sentence = new Set(contentTerms("빅포인트의 유효기간은 5년으로, 유효기간 만료 시 월 단위로 자동 소멸"));
    expect([...question].every((term) => sentence.has(term))).toBe(true);
    expect(cjkTerms("信用卡积分")).toEqual(["信用", "用卡", "卡积", "积分"]);
    expect(contentTerms("What is the refund policy?")).toEqual(["refund", "policy"]);
  });

  it("answers a Korean question from the Korean sentence that says it", () => {
    const sources = buildSourceContext(
      [
        makeChunk("Harbourside Community Pantry is a volunteer-run food bank."),
        makeChunk("* 빅포인트의 유효기간은 5년으로, 유효기간 만료 시 월 단위로 자동 소멸\n* 전월 이용금액 40만원 이상 시 제공"),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "빅포인트 유효기간은 얼마나 돼?", sources, style: "concise" });
    expect(answer.answer).toContain("5년");
  });
});

describe("Japanese terms", () => {
  it("splits a Japanese run at its hiragana and drops the question word", () => {
    expect(cjkTerms("三木英子さんは何歳ですか")).toEqual(["三木", "木英", "英子"]);
    expect(cjkTerms("名古屋に住んでいるのは誰ですか")).toEqual(["名古", "古屋", "住"]);
    expect(cjkTerms("ありがとう")).toEqual(["あり", "りが", "がと", "とう"]);
  });

  it("answers a Japanese question from the row that names what it asks", () => {
    const sources = buildSourceContext(
      [
        makeChunk("Harbourside Community Pantry is a volunteer-run food bank."),
        makeChunk("名前: 山田花子; 年齢: 30; 住所: 京都\n名前: 鈴木一郎; 年齢: 41; 住所: 札幌"),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "鈴木一郎さんは何歳ですか？", sources, style: "concise" });
    expect(answer.answer).toContain("41");
  });
});

describe("stem families", () => {
  it("puts a verb and its -al noun together", () => {
    expect(stem("referral")).toBe(stem("refers"));
    expect(stem("arrival")).toBe(stem("arrive"));
    expect(stem("renewals")).toBe(stem("renewed"));
    expect(stem("general")).toBe("general");
  });

  it.each([
    // Irregular verbs (WordNet's list): the question's form and the document's share a stem.
    ["kept", "keep"],
    ["ran", "running"],
    ["paid", "pays"],
    ["sold", "selling"],
    ["bought", "buy"],
    ["spoke", "speaks"],
    // Regular forms whose suffixes alone gave two stems ("agr" / "agre", "used" / "use").
    ["agreed", "agree"],
    ["used", "use"],
    ["using", "uses"],
    ["exceeded", "exceeds"],
    ["generate", "Generated".toLowerCase()],
  ])("puts %s with %s", (form, other) => {
    expect(stem(form)).toBe(stem(other));
  });

  it.each([
    // Forms more often a noun, and short words that only look like a form, keep their own meaning.
    ["ground", "grind"],
    ["feed", "fee"],
    ["seed", "see"],
    ["bed", "be"],
  ])("keeps %s apart from %s", (word, other) => {
    expect(stem(word)).not.toBe(stem(other));
  });
});
