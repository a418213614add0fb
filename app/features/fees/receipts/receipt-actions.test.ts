import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReceiptActions } from "./receipt-actions";

const ID = "5e000005-0000-4000-8000-000000000375";
const links = (html: string) => [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);

describe("ReceiptActions", () => {
  it("downloads the PDF in English and Hindi, prints and shares in the student's language", () => {
    const html = renderToStaticMarkup(createElement(ReceiptActions, { paymentId: ID, receiptNumber: "RCT/2026-27/0001", lang: "hi" }));
    const [english, hindi, print, share] = links(html);
    expect(english).toContain(`href="/admin/payments/${ID}/receipt?lang=en"`);
    expect(english).toContain("download");
    expect(hindi).toContain(`href="/admin/payments/${ID}/receipt?lang=hi"`);
    expect(print).toContain(`href="/admin/payments/${ID}/receipt?lang=hi"`);
    expect(print).toContain('target="_blank"');
    expect(share).toContain(`href="/admin/payments/${ID}/receipt/whatsapp?lang=hi"`);
    expect(html).toContain('aria-label="Share receipt RCT/2026-27/0001 on WhatsApp"');
  });

  it("prints and shares in English by default", () => {
    const html = renderToStaticMarkup(createElement(ReceiptActions, { paymentId: ID, receiptNumber: "RCT/2026-27/0002" }));
    expect(links(html)[3]).toContain(`href="/admin/payments/${ID}/receipt/whatsapp?lang=en"`);
  });
});
