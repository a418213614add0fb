/** A due's open Razorpay payment link, as the student page shows it. */
export type DueLink = { shortUrl: string; amountPaise: number; expireBy: string };
/** A due's upi:// link and its QR code (an SVG made on the server). */
export type DueUpi = { url: string; qrSvg: string; amountPaise: number };
