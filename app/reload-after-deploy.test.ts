import { afterEach, describe, expect, it, vi } from "vitest";
import { RELOAD_KEY, reloadAfterDeploy } from "./reload-after-deploy.ts";

/** A window of its own per test: its listeners, its storage, the server's answer for a chunk. */
function stubPage(chunkStatus: number | "offline") {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const fetch = vi.fn(async () => {
    if (chunkStatus === "offline") throw new TypeError("Failed to fetch");
    return new Response(null, { status: chunkStatus });
  });
  vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
  vi.stubGlobal("location", { reload });
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  reloadAfterDeploy();
  return {
    reload,
    fetch,
    stored,
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    /** Vite's report of a dynamic import that failed, as Firefox words it. */
    chunkFails: () => {
      const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
        payload: new TypeError(
          "error loading dynamically imported module: https://example.com/assets/blog-Ab12Cd34.js",
        ),
      });
      target.dispatchEvent(event);
    },
  };
}

/** Until the check of the chunk (a fetch) has been answered and acted on. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reloading after a deploy", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reloads once when the chunk that failed is gone from the server, asking for that chunk", async () => {
    const page = stubPage(404);
    page.chunkFails();
    await settled();
    expect(page.fetch).toHaveBeenCalledWith("https://example.com/assets/blog-Ab12Cd34.js", {
      method: "HEAD",
      cache: "no-store",
    });
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.stored.has(RELOAD_KEY)).toBe(true);

    page.chunkFails();
    await settled();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the page when the chunk is still there or the server cannot be reached", async () => {
    for (const status of [200, "offline"] as const) {
      const page = stubPage(status);
      page.chunkFails();
      await settled();
      expect(page.reload).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    }
  });

  it("never reloads a page the visitor is leaving, even when its chunk is gone", async () => {
    for (const leaving of ["beforeunload", "pagehide"]) {
      const page = stubPage(404);
      page.fire(leaving);
      page.chunkFails();
      await settled();
      expect(page.reload).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    }
  });

  it("reloads again for a page come back to from the back/forward cache", async () => {
    const page = stubPage(404);
    page.fire("pagehide");
    page.fire("pageshow");
    page.chunkFails();
    await settled();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
