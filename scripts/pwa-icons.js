#!/usr/bin/env node
// The installable app's icons (issue 27.1), made from client/public/favicon.svg with sharp:
// icon-192.png and icon-512.png (the tree on a light ground) and maskable-512.png (the tree inside
// the maskable safe zone, the central 80%, on the theme green). Run again after the favicon changes:
//   node scripts/pwa-icons.js
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const client = path.join(__dirname, '..', 'client', 'public');
const svg = fs.readFileSync(path.join(client, 'favicon.svg'), 'utf8');
const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const THEME = '#2b5d34';

/** The favicon's drawing scaled to `share` of a square of `background`. */
function icon(background, share) {
  const offset = (64 * (1 - share)) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${share})">${inner}</g></svg>`,
  );
}

async function main() {
  const out = path.join(client, 'icons');
  fs.mkdirSync(out, { recursive: true });
  for (const size of [192, 512]) {
    await sharp(icon('#f4f8f1', 0.86), { density: 72 * (size / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, `icon-${size}.png`));
  }
  await sharp(icon(THEME, 0.62), { density: 72 * 8 })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, 'maskable-512.png'));
  console.log(`icons written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
