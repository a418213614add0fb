import { PAYMENT_MODES, type PaymentMode } from "#app/lib/fee-vocabulary";
import { isUuid } from "#app/lib/ids";

/** /admin/payments: a date range, a mode, a course and the staff member who recorded it. */
export type PaymentFilter = {
  from: string | null;
  to: string | null;
  mode: PaymentMode | null;
  courseId: string | null;
  staffId: string | null;
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The filter from the address; anything malformed is dropped rather than refused (a list, not a form). */
export function paymentFilterFrom(params: URLSearchParams): PaymentFilter {
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const mode = get("mode");
  return {
    from: isDay(get("from")) ? get("from") : null,
    to: isDay(get("to")) ? get("to") : null,
    mode: (PAYMENT_MODES as readonly string[]).includes(mode) ? (mode as PaymentMode) : null,
    courseId: isUuid(get("course")) ? get("course").toLowerCase() : null,
    staffId: get("staff") || null,
  };
}
