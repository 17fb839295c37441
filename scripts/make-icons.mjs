// Draws the site's icons from one SVG: node scripts/make-icons.mjs
// Writes the browser-tab and home-screen icons Next picks up from app/ (icon.svg, apple-icon.png,
// favicon.ico) and the install icons the web manifest lists (public/icons/). Run it again after changing
// the mark or the colours; the files it writes are kept with the site.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// From styles/tokens.css: the deep purple of the header bar, white, and the calm teal.
const colours = { background: '#2b1842', ring: '#ffffff', heart: '#86d0c4' };

// The header's mark (components/ui/icons.tsx LogoMark: a ring around a heart), filled, on a tile.
// `scale` shrinks the mark inside the tile (maskable icons keep it inside the central safe zone);
// `corner` rounds the tile (0 for a full square: iOS and Android round it themselves).
function markSvg({ scale = 1, corner = 7 } = {}) {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect width="32" height="32" rx="${corner}" fill="${colours.background}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="16" cy="16" r="11" fill="none" stroke="${colours.ring}" stroke-width="2.25"/>
    <path d="M16 22.5s-6-3.6-6-8a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4.4-6 8-6 8z" fill="${colours.heart}"/>
  </g>
</svg>
`;
}

const png = (svg, size) => sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (supported by every current browser), one directory entry per size. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const write = (relative, data) => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`${relative.padEnd(32)} ${String(data.length).padStart(6)} bytes`);
};

const tile = markSvg();
const square = markSvg({ corner: 0 });
const maskable = markSvg({ corner: 0, scale: 0.72 });

write('app/icon.svg', tile);
write('app/apple-icon.png', await png(square, 180));
write('app/favicon.ico', ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(tile, size) })))));
write('public/icons/icon-192.png', await png(tile, 192));
write('public/icons/icon-512.png', await png(tile, 512));
write('public/icons/icon-maskable-512.png', await png(maskable, 512));
