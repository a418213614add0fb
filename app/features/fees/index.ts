/** The fees feature's client-safe words and arithmetic. */

export { DuePaymentOptions, type DuePaymentOptionsProps } from "./components/due-payment-options";
export { dueOutstanding, dueStatus } from "./due-status";
/** A payment's receipt buttons (PDF in English and Hindi, Print, WhatsApp): the Fees section shows them. */
export { ReceiptActions, receiptPdfPath } from "./receipts/receipt-actions";
/** A receipt's public verify page path: /receipt/RCT/2026-27/0001. */
export { receiptPath } from "./receipts/receipt-view";
