import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher.ts";

describe("group commit", () => {
  it("writes a lone call at once and groups the calls that arrive during a write", async () => {
    const batches: number[][] = [];
    const add = createBatcher(async (items: number[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return items.map((item) => item * 2);
    });
    expect(await add(1)).toBe(2);
    expect(await Promise.all([add(2), add(3), add(4)])).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("fails every call of a failed write, and the next write still runs", async () => {
    let fail = true;
    const add = createBatcher(async (items: string[]) => {
      if (fail) throw new Error("database down");
      return items;
    });
    await expect(Promise.all([add("a"), add("b")])).rejects.toThrow("database down");
    fail = false;
    expect(await add("c")).toBe("c");
  });
});
