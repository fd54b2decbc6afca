/**
 * Derives the PNG icons in public/ from public/icon.svg (run it after changing the SVG):
 * `npx tsx scripts/make-icons.ts [folder]`. sharp comes with Next (an optional dependency of it).
 * - icon-192.png, icon-512.png: the web manifest's icons, rounded corners as in the SVG.
 * - apple-touch-icon.png (180 px): square, since iOS rounds the corners itself and would show
 *   transparent corners as black.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const folder = process.argv[2] ?? "public";
const svg = await readFile(path.join(folder, "icon.svg"), "utf8");
const square = svg.replace(/ rx="[^"]*"/, "");

const outputs = [
  { file: "icon-192.png", size: 192, source: svg },
  { file: "icon-512.png", size: 512, source: svg },
  { file: "apple-touch-icon.png", size: 180, source: square },
];
for (const { file, size, source } of outputs) {
  // Rendered at the target size (density scales the 32-unit viewBox), not scaled up from 32 px.
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(folder, file));
  console.log(`${path.join(folder, file)}: ${size}x${size}`);
}
