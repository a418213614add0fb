// What other features may use of staff accounts (docs/CONTRIBUTING.md, "Where code lives").
export { findUserByEmail } from "./find-user-by-email.server";
export { passwordProblem } from "./password-policy.server";
export type { Actor, Admin, Profile, SessionUser } from "./permissions.server";
export { profileWithEmail } from "./profiles.server";
export { createUserWithPassword, endSessions, setPassword } from "./users.server";
