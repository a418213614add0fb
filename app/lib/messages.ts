/** Toast texts from spec section 8 that more than one module needs. */
export const ACCESS_DENIED = {
  title: "Access Denied",
  description: "You need admin privileges to access this area. Please contact an administrator.",
} as const;

export const LOGGED_OUT = { title: "Logged out", description: "You have been successfully logged out" } as const;
export const LOGOUT_FAILED = { title: "Error", description: "Failed to log out" } as const;

/** Sign-in of a deactivated account (decision 011): refused, no session. */
export const ACCOUNT_INACTIVE_MESSAGE = {
  title: "Account deactivated",
  description: "This account has been deactivated. Please contact an administrator.",
} as const;

/** Spec 5: sign-in's first validation issue is shown under this title (the form's summary and the toast). */
export const VALIDATION_TITLE = "Validation Error";
