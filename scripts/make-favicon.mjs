// Writes public/favicon.ico from the brand mark (public/images/brand/favicon.svg): browsers and
// crawlers ask for /favicon.ico whatever the page links, and a missing one is a 404 each time.
// An ICO holding 16, 32 and 48 px PNGs (every browser since IE 11 reads PNG entries).
// Run: node scripts/make-favicon.mjs
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const SIZES = [16, 32, 48];
const svg = "public/images/brand/favicon.svg";
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  ),
);
// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs.
const header = Buffer.alloc(6 + 16 * SIZES.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length;
SIZES.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...images]));
console.log(`wrote public/favicon.ico (${offset} bytes)`);
