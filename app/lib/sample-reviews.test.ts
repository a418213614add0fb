import { describe, expect, it } from "vitest";
import { averageRating, REVIEWS_ERROR, SAMPLE_REVIEWS, sampleReviewsResult } from "./sample-reviews";

describe("sample reviews", () => {
  it("are five 5-star reviews with distinct authors", () => {
    expect(SAMPLE_REVIEWS).toHaveLength(5);
    expect(SAMPLE_REVIEWS.every((r) => r.rating === 5)).toBe(true);
    expect(new Set(SAMPLE_REVIEWS.map((r) => r.author_name)).size).toBe(5);
  });
  it("average is computed locally and rounded to one decimal", () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([])).toBe(0);
  });
  it("the fallback keeps the spec's error message", () => {
    const result = sampleReviewsResult();
    expect(result).toMatchObject({ success: false, averageRating: 5, totalReviews: 5, error: REVIEWS_ERROR });
    expect(REVIEWS_ERROR).toBe("Failed to fetch reviews from Edge Function");
  });
});
