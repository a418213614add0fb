// Times the certificate PDF (docs/certificates.md): one certificate, then 100 in one document (the
// admin's bulk download) and 100 made one after another, with the memory used.
// Usage: npm run bench:certificates    (prints figures; asserts nothing)
import { generateKeyPairSync, sign } from "node:crypto";
import { loadAppInProcess } from "./in-process.mjs";

process.env.BASE_URL ??= "https://www.supertech.example";
const app = await loadAppInProcess();
const { renderCertificatePdf, renderCertificatesPdf } = await app.load("/app/features/certificates/certificate-pdf.server.ts");
const { certificateMessage } = await app.load("/app/features/certificates/certificate-signing.server.ts");
const { SITE_DEFAULTS } = await app.load("/app/lib/site-defaults.ts");

const { privateKey } = generateKeyPairSync("ed25519");
const names = ["Rahul Verma", "Asha Kumari", "Mohd. Imran", "Pooja Sharma", "राहुल शर्मा", "Deepak Yadav"];
const certificate = (i) => {
  const record = {
    certificate_id: `STI-2026-${String(i + 1).padStart(4, "0")}`,
    student_name: names[i % names.length],
    course_name: "Advanced Mobile and Smartphone Repairing (Chip Level)",
    duration: "3 months",
    issue_date: "2026-02-14",
    approved_by: "Amit Sharma, Director",
    revoked_at: null,
  };
  const signature = sign(null, Buffer.from(certificateMessage(record)), privateKey).toString("base64url");
  return { ...record, signature, signing_key_id: 1 };
};
const all = Array.from({ length: 100 }, (_, i) => certificate(i));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (t) => `${(performance.now() - t).toFixed(0)} ms`;

try {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let t = performance.now();
  const first = await renderCertificatePdf(all[0], SITE_DEFAULTS);
  console.log(`1 PDF (first, loads fonts and logo): ${ms(t)}, ${(first.length / 1024).toFixed(0)} KB`);
  t = performance.now();
  const one = await renderCertificatePdf(all[1], SITE_DEFAULTS);
  console.log(`1 PDF (warm):                        ${ms(t)}, ${(one.length / 1024).toFixed(0)} KB`);

  let peak = process.memoryUsage().rss;
  t = performance.now();
  const many = await renderCertificatesPdf(all, SITE_DEFAULTS);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`100 certificates in one PDF:         ${ms(t)}, ${(many.length / 1024).toFixed(0)} KB`);

  t = performance.now();
  for (const c of all) {
    await renderCertificatePdf(c, SITE_DEFAULTS);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(`100 separate PDFs:                   ${ms(t)}`);
  const { heapUsed, rss } = process.memoryUsage();
  console.log(`memory: rss before ${mb(rss0)}, peak ${mb(peak)}, after ${mb(rss)}; heap used ${mb(heapUsed)}`);
} finally {
  await app.close();
}
