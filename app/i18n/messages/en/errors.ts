/**
 * The error page (the root ErrorBoundary, 404 included). The root renders it outside the site
 * layout, so it imports this small catalogue directly in both languages.
 */
export const errors = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  errorTitle: "Something went wrong",
  errorText: "An unexpected error occurred. Please try again in a moment.",
  errorHeading: "Oops",
  home: "Return to Home",
  docNotFound: "404 | {{site}}",
  docError: "Error | {{site}}",
} as const;
