import { type PDFPage, rgb } from "@cantoo/pdf-lib";
import QRCode from "qrcode";

/** The QR code as one SVG path of its dark modules (vector: sharp at any print size). */
function qrPath(text: string): { path: string; size: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = qr.modules;
  let d = "";
  // One rectangle per horizontal run of dark modules: a third of the drawing commands.
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      let run = 1;
      while (col + run < size && data[row * size + col + run]) run++;
      d += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { path: d, size };
}

/** Draws the QR code of `text` as a `size`-point square whose lower left corner is (x, y), on a white quiet zone. */
export function drawQrCode(page: PDFPage, text: string, { x, y, size }: { x: number; y: number; size: number }) {
  const qr = qrPath(text);
  page.drawRectangle({ x: x - 6, y: y - 6, width: size + 12, height: size + 12, color: rgb(1, 1, 1) });
  page.drawSvgPath(qr.path, { x, y: y + size, scale: size / qr.size, color: rgb(0, 0, 0) });
}
