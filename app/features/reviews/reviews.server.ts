import { eq } from "drizzle-orm";
import { type ReviewsResult, sampleReviewsResult } from "#app/lib/sample-reviews";
import { db } from "#app/server/db/db.server";
import { reviewCache } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { fetchPlaceReviews, placesConfigured } from "./google-places.server";

/** How long a fetched answer is served before it is refreshed. */
const REVIEW_CACHE_TTL_MS = 6 * 60 * 60 * 1000;

type Cached = { result: ReviewsResult; fetchedAt: Date };

export async function readCachedReviews(placeId: string): Promise<Cached | null> {
  const [row] = await db
    .select({ payload: reviewCache.payload, fetched_at: reviewCache.fetched_at })
    .from(reviewCache)
    .where(eq(reviewCache.place_id, placeId))
    .limit(1);
  return row ? { result: row.payload as ReviewsResult, fetchedAt: row.fetched_at } : null;
}

async function writeCache(placeId: string, result: ReviewsResult): Promise<void> {
  const now = new Date();
  await db
    .insert(reviewCache)
    .values({ place_id: placeId, payload: result, fetched_at: now })
    .onConflictDoUpdate({ target: reviewCache.place_id, set: { payload: result, fetched_at: now } });
}

function isFresh(cached: Cached | null): boolean {
  return cached !== null && Date.now() - cached.fetchedAt.getTime() < REVIEW_CACHE_TTL_MS;
}

const inFlight = new Map<string, Promise<ReviewsResult>>();

/** Asks Google once (concurrent callers share the request) and stores a successful answer. */
function refreshReviews(placeId: string): Promise<ReviewsResult> {
  const running = inFlight.get(placeId);
  if (running) return running;
  const task = fetchPlaceReviews(placeId)
    .then(async (result) => {
      await writeCache(placeId, result);
      return result;
    })
    .finally(() => inFlight.delete(placeId));
  inFlight.set(placeId, task);
  return task;
}

/**
 * For the 'google-reviews' function: the cached answer while fresh, else a new one from
 * Google. Throws when Google is not configured or fails and nothing is cached.
 */
export async function getPlaceReviews(placeId: string): Promise<ReviewsResult> {
  const cached = await readCachedReviews(placeId);
  if (cached && isFresh(cached)) return cached.result;
  try {
    return await refreshReviews(placeId);
  } catch (error) {
    if (cached) {
      logger.warn({ err: error, placeId }, "google reviews refresh failed; serving the stale cache");
      return cached.result;
    }
    throw error;
  }
}

export type ReviewsSection = ReviewsResult & { error: string | null; source: "google" | "sample" };

/**
 * For the home page: never waits on Google. Reads the cache; when it is missing or stale
 * a refresh starts in the background for the next visit. Failure or an empty result
 * shows the five samples with their locally computed average and the spec's error text.
 */
export async function getReviewsSection(placeId: string | null | undefined): Promise<ReviewsSection> {
  const fallback = (): ReviewsSection => ({ ...sampleReviewsResult(), source: "sample" });
  if (!placeId) return fallback();
  let cached: Cached | null = null;
  try {
    cached = await readCachedReviews(placeId);
  } catch (error) {
    logger.error({ err: error }, "reading the review cache failed");
    return fallback();
  }
  if (!isFresh(cached) && placesConfigured()) {
    refreshReviews(placeId).catch((error) => logger.warn({ err: error, placeId }, "google reviews background refresh failed"));
  }
  if (!cached?.result.success || cached.result.reviews.length === 0) return fallback();
  return { ...cached.result, error: null, source: "google" };
}
