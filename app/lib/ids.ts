import { ANY_UUID_PATTERN } from "./validation/check-patterns";

const UUID = new RegExp(ANY_UUID_PATTERN);

/** True for a UUID (our record ids); checked before a lookup so a bad id is a 404, not a database error. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
