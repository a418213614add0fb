import { describe, expect, test } from "vitest";
import { z } from "zod";
import { checksAgreeWithSchema } from "#tests/support/form-checks";
import { EMAIL_PATTERN, ZOD_UUID_PATTERN } from "./check-patterns";
import { contactSchemaFor } from "./contact";
import { contactChecksFor } from "./contact-checks";

const COURSE = "3f0c1a52-5b7e-4c1d-9a4e-2b6f8d9e0a11";
const SAMPLES: Record<string, string[]> = {
  name: ["", "  ", "N", " Neha Sharma ", "N".repeat(100), "N".repeat(101), "नेहा"],
  email: [
    "",
    " ",
    "neha@example.com",
    " neha@example.com ",
    "neha-at-example",
    "neha@example",
    "a@b.co",
    "x@y.c",
    "n..a@example.com",
    "नेहा@example.com",
  ],
  phone: ["", " ", "98100 12345", "+91-98100-12345", "123456", "1234567", "1".repeat(20), "1".repeat(21), "98100x12345", "++9810012345"],
  course: [
    "",
    " ",
    COURSE,
    COURSE.toUpperCase(),
    "not-a-course",
    "00000000-0000-0000-0000-000000000000",
    "3f0c1a52-5b7e-0c1d-9a4e-2b6f8d9e0a11",
  ],
  subject: ["", "Weekend batch", "S".repeat(150), "S".repeat(151), `  ${"S".repeat(150)}  `],
  message: ["", "   ", "Hello", "M".repeat(2000), "M".repeat(2001)],
};

describe.each(["en", "hi"] as const)("contact checks (%s) match the contact schema", (lang) => {
  const valid = { name: "Neha", email: "neha@example.com", phone: "", course: "", subject: "", message: "Hello" };
  checksAgreeWithSchema(contactSchemaFor(lang), contactChecksFor(lang), valid, SAMPLES);
});

test("the checks' copies of zod's patterns are zod's", () => {
  expect(EMAIL_PATTERN).toBe(z.regexes.email.source);
  expect(ZOD_UUID_PATTERN).toBe(z.regexes.uuid().source);
});

test("the Hindi checks speak Hindi", () => {
  expect(contactChecksFor("hi").name?.[0]?.[1]).not.toBe(contactChecksFor("en").name?.[0]?.[1]);
  expect(contactChecksFor("en").name?.[0]).toEqual(["required", "Name is required"]);
});
