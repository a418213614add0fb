import { data } from "react-router";
import { z } from "zod";
import { placesConfigured } from "#app/features/reviews/google-places.server";
import { getPlaceReviews } from "#app/features/reviews/reviews.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { REVIEWS_ERROR, type ReviewsResult } from "#app/lib/sample-reviews";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/google-reviews";

/**
 * The 'google-reviews' server function (spec 7): POST {place_id} answers
 * {success, reviews, averageRating, totalReviews}, from the database cache while fresh,
 * else from the Google Places Details API. Failures answer success:false with an error.
 * Only the place in the site settings is asked for: any other place_id is refused before
 * Google is called, so nobody spends the key's quota on places of their own choosing.
 */
const bodySchema = z.object({ place_id: z.string().trim().min(1).max(300) });

type Answer = ReviewsResult & { error?: string };
const failure = (error: string): Answer => ({ success: false, reviews: [], averageRating: 0, totalReviews: 0, error });
const headers = { "Cache-Control": "no-store" };
const NOT_OUR_PLACE = "place_id must be the institute's Google place (Settings, Google Place ID)";

export function loader() {
  return data(failure("Use POST with a JSON body {place_id}"), { status: 405, headers: { ...headers, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data(failure("Use POST"), { status: 405, headers: { ...headers, Allow: "POST" } });
  if (!(await hit("lookup", context.clientIp, RATE_RULES.lookup))) {
    return data(failure("Too many requests. Please try again in a minute."), { status: 429, headers });
  }
  // Only a body declared as JSON is cleaned of control characters (and refused with a NUL) by the request hygiene.
  if ((request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase() !== "application/json") {
    return data(failure("Send the body as JSON (Content-Type: application/json): {place_id}"), { status: 415, headers });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data(failure("The request body must be JSON: {place_id}"), { status: 400, headers });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return data(failure("place_id is required"), { status: 400, headers });
  const configured = (await getSiteSettings()).google_place_id?.trim();
  if (!placesConfigured() || !configured) return data(failure(REVIEWS_ERROR), { status: 503, headers });
  if (parsed.data.place_id !== configured) return data(failure(NOT_OUR_PLACE), { status: 400, headers });
  try {
    const result = await getPlaceReviews(parsed.data.place_id);
    return data<Answer>(result, { headers });
  } catch (error) {
    logger.warn({ err: error }, "google-reviews function failed");
    return data(failure(REVIEWS_ERROR), { status: 502, headers });
  }
}
