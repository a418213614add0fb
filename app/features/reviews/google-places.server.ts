import { z } from "zod";
import { averageRating, type Review, type ReviewsResult } from "#app/lib/sample-reviews";
import { getEnv } from "#app/server/env.server";

/**
 * Google Places Details API: the place's reviews, rating and review count.
 * Called only when GOOGLE_PLACES_API_KEY is set; bounded by GOOGLE_PLACES_TIMEOUT_MS.
 * GOOGLE_PLACES_API_BASE points elsewhere in tests (a small server on loopback).
 */
class PlacesError extends Error {}

const detailsSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  result: z
    .object({
      rating: z.number().optional(),
      user_ratings_total: z.number().optional(),
      reviews: z
        .array(
          z.object({
            author_name: z.string().default("Google user"),
            rating: z.number().min(1).max(5),
            relative_time_description: z.string().default(""),
            text: z.string().default(""),
            time: z.number().default(0),
            language: z.string().default("en"),
          }),
        )
        .default([]),
    })
    .optional(),
});

export function placesConfigured(): boolean {
  return Boolean(getEnv().GOOGLE_PLACES_API_KEY);
}

export async function fetchPlaceReviews(placeId: string): Promise<ReviewsResult> {
  const env = getEnv();
  if (!env.GOOGLE_PLACES_API_KEY) throw new PlacesError("GOOGLE_PLACES_API_KEY is not set");
  const url = new URL(`${env.GOOGLE_PLACES_API_BASE.replace(/\/$/, "")}/details/json`);
  url.searchParams.set("place_id", placeId);
  url.searchParams.set("fields", "reviews,rating,user_ratings_total");
  url.searchParams.set("key", env.GOOGLE_PLACES_API_KEY);

  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(env.GOOGLE_PLACES_TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new PlacesError(timedOut ? `Google Places timed out after ${env.GOOGLE_PLACES_TIMEOUT_MS} ms` : "Google Places is unreachable");
  }
  if (!response.ok) throw new PlacesError(`Google Places answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PlacesError("Google Places sent an unreadable answer");
  }
  const parsed = detailsSchema.safeParse(body);
  if (!parsed.success) throw new PlacesError("Google Places sent an unexpected answer");
  const { status, result, error_message } = parsed.data;
  if (status === "ZERO_RESULTS" || (status === "OK" && !result)) {
    return { success: true, reviews: [], averageRating: 0, totalReviews: 0 };
  }
  if (status !== "OK" || !result) throw new PlacesError(`Google Places status ${status}${error_message ? `: ${error_message}` : ""}`);

  const reviews: Review[] = result.reviews.map((r, index) => ({
    id: `${r.time}-${index}`,
    author_name: r.author_name,
    rating: r.rating,
    relative_time_description: r.relative_time_description,
    text: r.text,
    time: r.time,
    language: r.language,
  }));
  return {
    success: true,
    reviews,
    averageRating: result.rating !== undefined ? Math.round(result.rating * 10) / 10 : averageRating(reviews),
    totalReviews: result.user_ratings_total ?? reviews.length,
  };
}
