import type { z } from "zod";
import type { Actor } from "#app/features/accounts/index.server";
import { fieldErrorsOf, formValues } from "#app/lib/forms";
import { assignSchema, followUpSchema, leadNoteSchema, leadStatusSchema } from "./lead-desk-schemas";
import { erasePerson, erasureSchema } from "./privacy.server";
import { addLeadNote, assignLead, completeFollowUp, setFollowUp, setLeadStatus, type WorkResult } from "./work.server";

/**
 * The lead page's form posts in one place (decision 016), so the admin action is: currentAdmin,
 * then `runLeadIntent(params.id, await request.formData(), actor)` and answer with `status`.
 * Each form carries `intent`; bad input is a 400 with field errors and changes nothing.
 */
export type IntentAnswer = {
  status: 200 | 400 | 404 | 409;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
};

const LEAD_INTENTS = ["status", "note", "follow_up", "follow_up_done", "follow_up_clear", "assign"] as const;

const MESSAGES: Record<(typeof LEAD_INTENTS)[number], string> = {
  status: "Status updated",
  note: "Note added",
  follow_up: "Follow-up set",
  follow_up_done: "Follow-up marked done",
  follow_up_clear: "Follow-up removed",
  assign: "Assignee updated",
};

function answer(result: WorkResult, success: string): IntentAnswer {
  if (result.ok) return { status: 200, ok: true, message: success };
  const status = result.error === "not_found" ? 404 : result.error === "course_full" ? 409 : 400;
  return { status, ok: false, message: result.message };
}

function parse<S extends z.ZodType>(schema: S, values: Record<string, string>): { data: z.output<S> } | { invalid: IntentAnswer } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  return { invalid: { status: 400, ok: false, message: "Please check the form and try again.", fieldErrors: fieldErrorsOf(parsed.error) } };
}

export async function runLeadIntent(leadId: string, formData: FormData, actor: Pick<Actor, "id">): Promise<IntentAnswer> {
  const values = formValues(formData);
  const intent = values.intent as (typeof LEAD_INTENTS)[number];
  switch (intent) {
    case "status": {
      const input = parse(leadStatusSchema, values);
      if ("invalid" in input) return input.invalid;
      return answer(await setLeadStatus(leadId, input.data.status, actor, { override: input.data.override }), MESSAGES.status);
    }
    case "note": {
      const input = parse(leadNoteSchema, values);
      if ("invalid" in input) return input.invalid;
      return answer(await addLeadNote(leadId, input.data.note, actor), MESSAGES.note);
    }
    case "follow_up": {
      const input = parse(followUpSchema, values);
      if ("invalid" in input) return input.invalid;
      return answer(await setFollowUp(leadId, input.data.followUpAt, actor), MESSAGES.follow_up);
    }
    case "follow_up_clear":
      return answer(await setFollowUp(leadId, null, actor), MESSAGES.follow_up_clear);
    case "follow_up_done":
      return answer(await completeFollowUp(leadId, actor), MESSAGES.follow_up_done);
    case "assign": {
      const input = parse(assignSchema, values);
      if ("invalid" in input) return input.invalid;
      return answer(await assignLead(leadId, input.data.assignee, actor), MESSAGES.assign);
    }
    default:
      return { status: 400, ok: false, message: "Unknown action. Please reload the page and try again." };
  }
}

/** The erasure form (phone and/or e-mail): 400 with a field error when neither is usable. */
export async function runErasure(
  formData: FormData,
  actor: Pick<Actor, "id">,
): Promise<IntentAnswer & { deleted?: Record<string, number> }> {
  const input = parse(erasureSchema, { phone: "", email: "", ...formValues(formData) });
  if ("invalid" in input) return { ...input.invalid, message: "Enter the person's 10-digit phone number or e-mail address" };
  const deleted = await erasePerson(input.data, actor);
  const total = Object.values(deleted).reduce((a, b) => a + b, 0);
  return { status: 200, ok: true, message: total ? `Erased ${total} records` : "Nothing was stored for this person", deleted };
}
