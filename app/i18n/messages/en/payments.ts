/** The payer's return page after a Razorpay payment link (/payments/callback). */
export const payments = {
  metaTitle: "Payment",
  metaDescription: "The result of your fee payment.",
  paidTitle: "Payment received",
  paidText: "Thank you. Your payment is recorded and your receipt is on its way on WhatsApp.",
  receiptNumber: "Receipt number",
  viewReceipt: "View your receipt",
  pendingTitle: "Payment being confirmed",
  pendingText:
    "Razorpay has not confirmed your payment to us yet. It usually takes a minute; your receipt will come on WhatsApp. Please do not pay again.",
  notPaidTitle: "Payment not completed",
  notPaidText: "Your payment was not completed, and no money was taken. You can open the payment link again to pay.",
  invalidTitle: "We could not check this payment",
  invalidText: "This address is not a valid payment confirmation, and nothing was recorded. If you paid, call us and we will check it.",
  home: "Back to the home page",
};
