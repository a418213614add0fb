/** A student review (spec 3), from Google Places or the built-in samples. */
export type Review = {
  id: string;
  author_name: string;
  rating: number;
  relative_time_description: string;
  text: string;
  time: number;
  language: string;
};

export type ReviewsResult = {
  success: boolean;
  reviews: Review[];
  averageRating: number;
  totalReviews: number;
};

/** Kept with the section's data whenever the samples stand in (spec 8). */
export const REVIEWS_ERROR = "Failed to fetch reviews from Edge Function";

/** Five built-in 5-star reviews, shown when live reviews are unavailable or empty. */
export const SAMPLE_REVIEWS: Review[] = [
  {
    id: "sample-1",
    author_name: "Rahul Sharma",
    rating: 5,
    relative_time_description: "2 weeks ago",
    text: "I joined the mobile repairing course after 12th. The teachers made chip-level work easy to follow and we practised on real phones every day. I now handle board-level repairs at a shop in Karol Bagh.",
    time: 1761868800,
    language: "en",
  },
  {
    id: "sample-2",
    author_name: "Priya Verma",
    rating: 5,
    relative_time_description: "1 month ago",
    text: "Very practical laptop course. Faults, BGA rework and software installation were all covered step by step. The batch was small so sir had time for every question. Highly recommended for girls too, the atmosphere is safe and friendly.",
    time: 1759276800,
    language: "en",
  },
  {
    id: "sample-3",
    author_name: "Mohd. Arif",
    rating: 5,
    relative_time_description: "1 month ago",
    text: "AC PCB and inverter AC training was excellent. I came from Bihar and stayed in the hostel, which was clean and close to the lab. Got my certificate and started my own service work in Shahdara.",
    time: 1758672000,
    language: "en",
  },
  {
    id: "sample-4",
    author_name: "Sandeep Kumar",
    rating: 5,
    relative_time_description: "2 months ago",
    text: "The free demo class convinced me. HVAC and VRF systems were explained with site visits, not only theory. Timings were flexible, so I could attend the evening batch along with my job.",
    time: 1756080000,
    language: "en",
  },
  {
    id: "sample-5",
    author_name: "Neha Gupta",
    rating: 5,
    relative_time_description: "3 months ago",
    text: "Completed the fridge and washing machine PCB course. Lots of hands-on practice, clear notes and helpful staff. They also guided me for placement after the course. Worth every rupee.",
    time: 1753488000,
    language: "en",
  },
];

/** Average of the ratings, rounded to one decimal (0 for none). */
export function averageRating(reviews: readonly Pick<Review, "rating">[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/** What the home page shows when live reviews fail or are empty. */
export function sampleReviewsResult(): ReviewsResult & { error: string } {
  return {
    success: false,
    reviews: SAMPLE_REVIEWS,
    averageRating: averageRating(SAMPLE_REVIEWS),
    totalReviews: SAMPLE_REVIEWS.length,
    error: REVIEWS_ERROR,
  };
}
