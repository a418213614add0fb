/**
 * An Indian mobile number as its last 10 digits, so "+91 98100 54321" and "9810054321" match:
 * the person key of the lead desk (`phone_key`) and of the public forms' duplicate guard.
 */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}
