import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

// A small real HTTP server on loopback stands in for the Google Places Details API.
type Mode = "ok" | "empty" | "zero" | "http-error" | "denied" | "slow";
let mode: Mode = "ok";
const seen: URL[] = [];
const server: Server = createServer((req: IncomingMessage, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  seen.push(url);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname !== "/maps/api/place/details/json") return send(404, { status: "NOT_FOUND" });
  switch (mode) {
    case "ok":
      return send(200, {
        status: "OK",
        result: {
          rating: 4.66,
          user_ratings_total: 212,
          reviews: [
            {
              author_name: "Aman Singh",
              rating: 5,
              relative_time_description: "a week ago",
              text: "Great teachers.",
              time: 1763000000,
              language: "en",
            },
            {
              author_name: "Ritu",
              rating: 4,
              relative_time_description: "a month ago",
              text: "Good lab.",
              time: 1760000000,
              language: "en",
            },
          ],
        },
      });
    case "empty":
      return send(200, { status: "OK", result: { rating: 0, user_ratings_total: 0 } });
    case "zero":
      return send(200, { status: "ZERO_RESULTS" });
    case "denied":
      return send(200, { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." });
    case "http-error":
      return send(500, { error: "boom" });
    case "slow":
      setTimeout(() => send(200, { status: "OK", result: { reviews: [] } }), 1500);
      return;
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/place`;

// The environment is read (and cached) by the test setup before this file runs, so the
// Places settings are applied to the cached configuration object before any call.
const { getEnv } = await import("#app/server/env.server");
const env = getEnv();
Object.assign(env, { GOOGLE_PLACES_API_BASE: base, GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACES_TIMEOUT_MS: 300 });

const { action } = await import("#app/routes/api/google-reviews");
const { getReviewsSection, readCachedReviews } = await import("#app/features/reviews/reviews.server");
const { loader: homeLoader } = await import("#app/routes/site/home");
const { updateSiteSettings } = await import("#app/features/settings/settings.server");
const { REVIEWS_ERROR, SAMPLE_REVIEWS } = await import("#app/lib/sample-reviews");

type Answer = {
  success: boolean;
  reviews: { author_name: string; rating: number }[];
  averageRating: number;
  totalReviews: number;
  error?: string;
};

let ip = 0;
const placeOf = (body: unknown) => (typeof body === "object" && body && "place_id" in body ? String(body.place_id) : null);

/** Calls the function with `configured` as the site's Google place (the body's own by default), then clears it. */
async function callFunction(body: unknown, configured = placeOf(body)): Promise<{ status: number; data: Answer }> {
  await updateSiteSettings({ google_place_id: configured });
  try {
    return await callAction(body);
  } finally {
    await updateSiteSettings({ google_place_id: null });
  }
}

async function callAction(body: unknown): Promise<{ status: number; data: Answer }> {
  const request = new Request("http://localhost:3000/functions/v1/google-reviews", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  ip += 1;
  const result = (await action({ request, params: {}, context: { nonce: "", clientIp: `10.0.0.${ip}` } } as never)) as unknown as {
    data: Answer;
    init?: { status?: number };
  };
  return { status: result.init?.status ?? 200, data: result.data };
}

async function waitFor<T>(read: () => Promise<T | null>, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(() => {
  expect(getEnv().GOOGLE_PLACES_API_KEY).toBe("test-key");
});
beforeEach(() => {
  mode = "ok";
  env.GOOGLE_PLACES_API_KEY = "test-key";
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("google-reviews function", () => {
  it("returns Google's reviews, rating and total, asking with the key and the spec's fields", async () => {
    const { status, data } = await callFunction({ place_id: "place-success" });
    expect(status).toBe(200);
    expect(data.success).toBe(true);
    expect(data.reviews.map((r) => r.author_name)).toEqual(["Aman Singh", "Ritu"]);
    expect(data.averageRating).toBe(4.7);
    expect(data.totalReviews).toBe(212);
    const asked = seen.at(-1);
    expect(asked?.searchParams.get("place_id")).toBe("place-success");
    expect(asked?.searchParams.get("fields")).toBe("reviews,rating,user_ratings_total");
    expect(asked?.searchParams.get("key")).toBe("test-key");
  });

  it("serves a stored answer from the cache without asking Google again", async () => {
    await callFunction({ place_id: "place-cached" });
    const asked = seen.length;
    mode = "http-error";
    const { data } = await callFunction({ place_id: "place-cached" });
    expect(seen.length).toBe(asked);
    expect(data.success).toBe(true);
    expect(data.totalReviews).toBe(212);
  });

  it("answers an empty result as success with no reviews", async () => {
    mode = "empty";
    const empty = await callFunction({ place_id: "place-empty" });
    expect(empty.data).toMatchObject({ success: true, reviews: [], totalReviews: 0 });
    mode = "zero";
    const zero = await callFunction({ place_id: "place-zero" });
    expect(zero.data).toMatchObject({ success: true, reviews: [] });
  });

  it("reports an error status from Google as a failure with the spec's message", async () => {
    mode = "http-error";
    const failed = await callFunction({ place_id: "place-500" });
    expect(failed.status).toBe(502);
    expect(failed.data).toMatchObject({ success: false, reviews: [], error: REVIEWS_ERROR });
    mode = "denied";
    const denied = await callFunction({ place_id: "place-denied" });
    expect(denied.data.success).toBe(false);
    expect(await readCachedReviews("place-denied")).toBeNull();
  });

  it("gives up after GOOGLE_PLACES_TIMEOUT_MS", async () => {
    mode = "slow";
    const started = Date.now();
    const { status, data } = await callFunction({ place_id: "place-slow" });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(status).toBe(502);
    expect(data.success).toBe(false);
  });

  it("asks Google only for the site's own place: another place_id is refused, nothing spent", async () => {
    const before = seen.length;
    const other = await callFunction({ place_id: "place-of-someone-else" }, "place-ours");
    expect(other.status).toBe(400);
    expect(other.data).toMatchObject({
      success: false,
      reviews: [],
      error: "place_id must be the institute's Google place (Settings, Google Place ID)",
    });
    // No place in the settings: nothing is asked for at all.
    const unset = await callFunction({ place_id: "place-unset" }, null);
    expect(unset.status).toBe(503);
    expect(unset.data).toMatchObject({ success: false, error: REVIEWS_ERROR });
    expect(seen.length).toBe(before);
    expect(await readCachedReviews("place-of-someone-else")).toBeNull();
    const ours = await callFunction({ place_id: "place-ours" }, "place-ours");
    expect(ours.data).toMatchObject({ success: true, totalReviews: 212 });
    expect(seen.at(-1)?.searchParams.get("place_id")).toBe("place-ours");
  });

  it("refuses a body without place_id, and answers 503 when no API key is configured", async () => {
    expect((await callFunction({})).status).toBe(400);
    expect((await callFunction("not json")).status).toBe(400);
    env.GOOGLE_PLACES_API_KEY = undefined;
    const before = seen.length;
    const { status, data } = await callFunction({ place_id: "place-nokey" });
    expect(status).toBe(503);
    expect(data).toMatchObject({ success: false, error: REVIEWS_ERROR });
    expect(seen.length).toBe(before);
  });
});

describe("reviews on the home page", () => {
  it("never waits on Google: samples now, the cache filled in the background for the next visit", async () => {
    mode = "ok";
    const started = Date.now();
    const first = await getReviewsSection("place-home");
    expect(first.source).toBe("sample");
    expect(first.error).toBe(REVIEWS_ERROR);
    expect(first.reviews).toEqual(SAMPLE_REVIEWS);
    expect(first.averageRating).toBe(5);
    expect(Date.now() - started).toBeLessThan(1000);
    await waitFor(() => readCachedReviews("place-home"));
    const second = await getReviewsSection("place-home");
    expect(second).toMatchObject({ source: "google", error: null, averageRating: 4.7, totalReviews: 212 });
  });

  it("does not block on a slow Google either", async () => {
    mode = "slow";
    const started = Date.now();
    const section = await getReviewsSection("place-home-slow");
    expect(Date.now() - started).toBeLessThan(250);
    expect(section.source).toBe("sample");
    // Let the background request reach the stand-in (while still slow) and time out.
    await waitFor(async () => seen.find((u) => u.searchParams.get("place_id") === "place-home-slow") ?? null);
    await new Promise((r) => setTimeout(r, 500));
    expect(await readCachedReviews("place-home-slow")).toBeNull();
  });

  it("falls back to the samples for an empty result", async () => {
    mode = "empty";
    await callFunction({ place_id: "place-home-empty" });
    const section = await getReviewsSection("place-home-empty");
    expect(section).toMatchObject({ source: "sample", error: REVIEWS_ERROR, totalReviews: 5 });
  });

  it("the home loader reads the place id from the site settings", async () => {
    const request = new Request("http://localhost:3000/");
    const withoutPlace = (await homeLoader({ request, params: {}, context: { nonce: "", clientIp: "127.0.0.1" } } as never)) as {
      reviews: { source: string };
    };
    expect(withoutPlace.reviews.source).toBe("sample");
    await updateSiteSettings({ google_place_id: "place-success" });
    const withPlace = (await homeLoader({ request, params: {}, context: { nonce: "", clientIp: "127.0.0.1" } } as never)) as {
      reviews: { source: string; reviews: { author_name: string }[] };
    };
    expect(withPlace.reviews.source).toBe("google");
    expect(withPlace.reviews.reviews[0]?.author_name).toBe("Aman Singh");
  });
});
