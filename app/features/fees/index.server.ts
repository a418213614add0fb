/**
 * The fees feature's server API for the rest of the app: admission writes a student's dues,
 * the student pages (admin and the student's own) read their fees, and the gateway and the
 * counter record payments through one ledger. Routes may import the folder's modules directly.
 */
export { createDuesForAdmission } from "./dues-from-plan.server";
export { feeAmountRefusal } from "./fee-plan.server";
export { readFeeSettings } from "./fee-settings.server";
/** Erasure (lead desk) of a student who has money records: anonymised, the money kept. */
export { keepMoneyRecordsOfErased } from "./money-erasure.server";
export { feeMessagesIdle } from "./online/background.server";
export { type DuePaymentOptionsData, duePaymentOptionsFor } from "./online/due-payment-options.server";
export { feesMaintenance } from "./online/fees-maintenance.server";
/** Pay now on the student portal: the due's open Razorpay link, or a new one the payer asked for. */
export { requestPaymentLink } from "./online/payment-link.server";
export { receiptVerifyUrl } from "./receipts/receipt-code.server";
/** A receipt PDF as a download answer (the student portal serves its own receipts with it). */
export { documentFileName, pdfResponse } from "./receipts/receipt-lang";
/** Receipts (issue 24 point 4): the PDF, the verify page's link with the signed code, the WhatsApp share. */
export { renderCreditNotePdf, renderReceiptPdf } from "./receipts/receipt-pdf.server";
export { receiptWhatsAppUrl } from "./receipts/receipt-share.server";
export { type PaymentInput, type RecordedPayment, recordPayment, recordPaymentIn } from "./record-payment.server";
export { type StudentDue, type StudentFees, studentFees } from "./student-fees.server";
