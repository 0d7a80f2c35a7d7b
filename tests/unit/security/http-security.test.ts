import { describe, expect, it } from "vitest";
import { readCookie, secretsEqual } from "../../../server/http/auth";
import { RateLimiter, exceedsJsonShape, isLoopback, pagePolicy } from "../../../server/http/security";
import { createMemoryRateWindows } from "../../../server/stores/auth-state";
import { safeNextPath } from "../../../app/lib/security-context";

describe("RateLimiter", () => {
  it("allows the limit per window, then says how long to wait, then allows again", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([await limiter.take("a"), await limiter.take("a"), await limiter.take("a")]).toEqual([0, 0, 0]);
    expect(await limiter.take("a")).toBe(60);
    expect(await limiter.take("b")).toBe(0);
    now += 45_000;
    expect(await limiter.retryAfterSeconds("a")).toBe(15);
    now += 15_000;
    expect(await limiter.take("a")).toBe(0);
  });

  it("keeps memory bounded under a flood of distinct keys", async () => {
    const windows = createMemoryRateWindows({ now: Date.now, maxKeys: 100 });
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, windows });
    for (let index = 0; index < 10_000; index++) await limiter.hit(`address-${index}`);
    // The oldest windows were dropped; the newest is still counted.
    expect(await limiter.retryAfterSeconds("address-0")).toBe(0);
    expect(await limiter.retryAfterSeconds("address-9999")).toBeGreaterThan(0);
  });
});

describe("exceedsJsonShape", () => {
  const limits = { maxDepth: 16, maxNodes: 2_000 };
  it("accepts the flat bodies the API takes", () => {
    expect(exceedsJsonShape({ message: "What is in the report?", document_ids: ["a", "b"], style: "concise" }, limits)).toBeNull();
  });
  it("refuses deep nesting without recursing (100 000 levels)", () => {
    let deep: unknown = "end";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(exceedsJsonShape({ message: deep }, limits)).toBe("depth");
  });
  it("refuses very many values", () => {
    expect(exceedsJsonShape({ document_ids: Array.from({ length: 5_000 }, (_, index) => String(index)) }, limits)).toBe("nodes");
  });
});

describe("login helpers", () => {
  it("compares secrets by value, whatever their lengths", () => {
    expect(secretsEqual("correct horse", "correct horse")).toBe(true);
    expect(secretsEqual("correct hors", "correct horse")).toBe(false);
    expect(secretsEqual("", "correct horse")).toBe(false);
  });
  it("reads one cookie among several", () => {
    expect(readCookie("a=1; docent_session=v1.x.y.z; b=2", "docent_session")).toBe("v1.x.y.z");
    expect(readCookie("xdocent_session=1", "docent_session")).toBeUndefined();
    expect(readCookie(undefined, "docent_session")).toBeUndefined();
  });
  it.each([
    ["/c/123", "/c/123"],
    ["/?q=1", "/?q=1"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["/ok\r\nSet-Cookie: x=1", "/"],
    ["/login", "/"],
    [undefined, "/"],
  ])("returns %j to %j after login", (candidate, expected) => {
    expect(safeNextPath(candidate)).toBe(expected);
  });
  it("knows loopback addresses", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true);
    expect(["10.0.0.1", "203.0.113.9", "::ffff:10.0.0.1", undefined].some(isLoopback)).toBe(false);
  });
});

describe("page Content-Security-Policy", () => {
  it("allows scripts only from this site or with the nonce, and no framing", () => {
    const policy = pagePolicy("abc123", { development: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("ws:");
  });
});
