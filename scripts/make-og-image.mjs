// Renders the default Open Graph image (1200x630 PNG) from the project's own hero art,
// because link previews need a raster image. Run: node scripts/make-og-image.mjs
import sharp from "sharp";

const art = await sharp("public/images/hero/complete-tech.svg", { density: 96 }).resize(1200, 675).toBuffer();
await sharp(art)
  .extract({ left: 0, top: 22, width: 1200, height: 630 })
  .png({ compressionLevel: 9, palette: true })
  .toFile("public/images/og-default.png");
console.log("wrote public/images/og-default.png");
