#!/usr/bin/env node
/**
 * `npm run mock-pictures`: draws the mock backend's photos (its adverts, news pictures and partners' logos) into the
 * WebP files mocks/db/content.ts serves, from the SVG they are designed in. They stand for a CDN's photos, and a photo
 * is decoded off the phone's main thread; an SVG given as a picture is a document of its own that Chromium builds on
 * the main thread (a page and a frame: 4–10 ms each unthrottled, in the task that draws it), which would charge the
 * app's benchmarks for a cost a real server's pictures do not have. The files are committed: run this only when a
 * picture changes.
 *
 * Each picture: its SVG, its file, the WebP quality (lossy; the pictures are gradients and soft shapes).
 * Needs the Chromium the benchmarks use (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME } from './lighthouseRun.mjs';

/* global document, Image -- the drawing runs inside the page */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The adverts and news pictures: a gradient or a colour, soft circles, no words (their titles say it). */
const advert = (from, to) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="750" height="300" fill="url(#g)"/>` +
  `<circle cx="620" cy="70" r="150" fill="#fff" opacity=".12"/><circle cx="120" cy="290" r="110" fill="#fff" opacity=".08"/></svg>`;
const news = (color) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">` +
  `<rect width="240" height="160" fill="${color}"/><circle cx="190" cy="40" r="70" fill="#fff" opacity=".15"/></svg>`;
/** A partner's own icon (an external menu entry, the app's logo): a ring on its colour. */
const mark = (color) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
  `<rect width="48" height="48" rx="12" fill="${color}"/><circle cx="24" cy="24" r="9" fill="none" stroke="#fff" stroke-width="4"/></svg>`;

const mockPictures = 'mocks/db/pictures';
const pictures = [
  { svg: advert('#3a7afe', '#6ea8ff'), file: `${mockPictures}/advert-blue.webp`, quality: 0.4 },
  { svg: advert('#00b578', '#5fd3a3'), file: `${mockPictures}/advert-green.webp`, quality: 0.4 },
  { svg: advert('#ff8f1f', '#ffc069'), file: `${mockPictures}/advert-orange.webp`, quality: 0.4 },
  { svg: advert('#7c4dff', '#b39dff'), file: `${mockPictures}/advert-purple.webp`, quality: 0.4 },
  ...['#3a7afe', '#00b578', '#7c4dff', '#ff8f1f', '#ff3141'].map((c) => ({ svg: news(c), file: `${mockPictures}/news-${c.slice(1)}.webp`, quality: 0.6 })),
  ...['#3a7afe', '#ff3141', '#00b578'].map((c) => ({ svg: mark(c), file: `${mockPictures}/mark-${c.slice(1)}.webp`, quality: 0.6 })),
];

/**
 * The WebP without the colour profile Chromium writes into it (about 460 B of sRGB, which every browser assumes for a
 * picture without one): the RIFF chunks but ICCP, the extended header's ICC flag cleared, and that header dropped
 * when it flags nothing else.
 */
function withoutColourProfile(webp) {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP');
  const chunks = [];
  for (let at = 12; at < webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    chunks.push({ type: webp.toString('ascii', at, at + 4), bytes: Buffer.from(webp.subarray(at, at + 8 + size + (size % 2))) });
    at += 8 + size + (size % 2);
  }
  const kept = chunks.filter((c) => c.type !== 'ICCP');
  const extended = kept.find((c) => c.type === 'VP8X');
  if (extended) extended.bytes[8] &= ~0x20;
  const body = Buffer.concat((extended && extended.bytes[8] === 0 ? kept.filter((c) => c !== extended) : kept).map((c) => c.bytes));
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, body]);
}

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { svg, file, quality } of pictures) {
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d').drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, quality },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium cannot write WebP`);
    const bytes = withoutColourProfile(Buffer.from(dataUrl.split(',')[1], 'base64'));
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), bytes);
    console.log(`${file}: ${bytes.length} B`);
  }
} finally {
  await browser.close();
}
