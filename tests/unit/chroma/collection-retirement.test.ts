/**
 * When the previous embedding model's collection may go (docs/architecture.md#embedding-models): only after the switch, and
 * never while a search that started before the switch (and may still read it) is running; a
 * failed deletion is tried again. Pure timing logic: Chroma's side is covered on a real server by
 * tests/integration/ingest/jobs-model-change.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createCollectionRetirement } from "../../../server/stores/collection-retirement";
import { createLogger } from "../../../server/core/logger";

function setUp(options: { failFirst?: boolean } = {}) {
  const deleted: string[] = [];
  const unused: string[] = [];
  let calls = 0;
  const retirement = createCollectionRetirement({
    models: ["old-model"],
    deleteCollection: async (model) => {
      calls += 1;
      if (options.failFirst && calls === 1) throw new Error("Chroma is down");
      deleted.push(model);
      return true;
    },
    onUnused: (model) => unused.push(model),
    logger: createLogger({ level: "silent" }),
  });
  return { retirement, deleted, unused, calls: () => calls };
}

/** A search the test finishes when it wants. */
function heldSearch() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve("result")));
  return { done, finish };
}

describe("collection retirement", () => {
  it("waits for searches that started before the switch, not for those after it", async () => {
    const { retirement, deleted, unused } = setUp();
    const before = heldSearch();
    const beforeResult = retirement.track(() => before.done);

    retirement.retire();
    const after = heldSearch();
    const afterResult = retirement.track(() => after.done);
    await retirement.settled();
    expect(deleted).toEqual([]);
    expect(unused).toEqual([]);

    before.finish();
    expect(await beforeResult).toBe("result");
    await retirement.settled();
    // Deleted although a search started after the switch is still running: it uses the new collection.
    expect(unused).toEqual(["old-model"]);
    expect(deleted).toEqual(["old-model"]);
    expect(retirement.pending()).toEqual([]);
    after.finish();
    await afterResult;
  });

  it("deletes nothing before the switch, whatever the searches do", async () => {
    const { retirement, deleted } = setUp();
    await retirement.track(async () => "done");
    await retirement.settled();
    expect(deleted).toEqual([]);
    expect(retirement.pending()).toEqual(["old-model"]);
  });

  it("keeps a failed deletion pending and tries again at the next retire()", async () => {
    const { retirement, deleted, unused, calls } = setUp({ failFirst: true });
    retirement.retire();
    await retirement.settled();
    expect(calls()).toBe(1);
    expect(deleted).toEqual([]);
    expect(retirement.pending()).toEqual(["old-model"]);

    retirement.retire();
    await retirement.settled();
    expect(deleted).toEqual(["old-model"]);
    expect(unused).toEqual(["old-model"]);
    expect(retirement.pending()).toEqual([]);
  });

  it("a search that fails still counts as finished", async () => {
    const { retirement, deleted } = setUp();
    let fail!: (error: Error) => void;
    const failing = retirement.track(() => new Promise<never>((_, reject) => (fail = reject)));
    retirement.retire();
    await retirement.settled();
    expect(deleted).toEqual([]);
    fail(new Error("vector search failed"));
    await expect(failing).rejects.toThrow("vector search failed");
    await retirement.settled();
    expect(deleted).toEqual(["old-model"]);
  });
});
