import { describe, expect, it, vi } from "vitest";
import { builtInReviews } from "../../content/reviews.ts";
import { silentLogger } from "../log.ts";
import { createReviewsApi, createReviewsSource, REVIEWS_TTL_MS } from "./reviews.ts";

const live = {
  status: "OK",
  result: {
    rating: 4.8,
    user_ratings_total: 31,
    reviews: [
      {
        author_name: "Anna Zielińska",
        rating: 5,
        relative_time_description: "tydzień temu",
        text: "Świetna współpraca przy nowej stronie.",
        time: 1760000000,
      },
    ],
  },
};

const stubFetch = (respond: () => Promise<Response>) => vi.fn<typeof fetch>(respond);

describe("GET /api/reviews", () => {
  it("serves the built-in reviews when no Places API key is configured, without fetching", async () => {
    const fetchSpy = stubFetch(async () => Response.json(live));
    const api = createReviewsApi(createReviewsSource({ fetch: fetchSpy, log: silentLogger }));
    const response = await api.request("/api/reviews");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(builtInReviews);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("fetches live reviews server-side and caches them for 24 hours", async () => {
    let now = 1_000_000;
    const fetchSpy = stubFetch(async () => Response.json(live));
    const source = createReviewsSource({
      apiKey: "key",
      placeId: "place",
      fetch: fetchSpy,
      now: () => now,
      log: silentLogger,
    });
    const expected = {
      sample: false,
      averageRating: 4.8,
      totalReviews: 31,
      reviews: live.result.reviews,
    };
    expect(await source.get()).toEqual(expected);
    now += REVIEWS_TTL_MS - 1;
    expect(await source.get()).toEqual(expected);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]));
    expect(url.hostname).toBe("maps.googleapis.com");
    expect(url.searchParams.get("place_id")).toBe("place");
    now += 2;
    await source.get();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["an HTTP error", async () => new Response("nope", { status: 500 })],
    [
      "a refused request",
      async () => Response.json({ status: "REQUEST_DENIED", error_message: "bad key" }),
    ],
    [
      "an unexpected shape",
      async () => Response.json({ status: "OK", result: { rating: "five" } }),
    ],
  ])("falls back to the built-in reviews on %s", async (_, respond) => {
    const source = createReviewsSource({
      apiKey: "key",
      placeId: "place",
      fetch: stubFetch(respond),
      log: silentLogger,
    });
    expect(await source.get()).toEqual(builtInReviews);
  });
});
