import { z } from "zod";

/** A checkbox: true only when ticked ("on"); anything else, or nothing, is false. */
export const checkboxField = () =>
  z
    .string()
    .optional()
    .transform((v) => v === "on");
