/** The fees feature's client-safe words and arithmetic. */

export { DuePaymentOptions, type DuePaymentOptionsProps } from "./components/due-payment-options";
export { dueOutstanding, dueStatus } from "./due-status";
