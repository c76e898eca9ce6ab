#!/usr/bin/env node
/**
 * Subresource Integrity for the scripts a built page names itself: the browser runs such a file only if its SHA-384
 * is the one the page carries, so a file altered on a CDN or a proxy between the origin and the phone does not run.
 *
 * The page's inline loaders (the home's start script, scripts/prerender-home.mjs; the early script's loader in
 * index.html, webpack.config.js; the embedded build's loader, scripts/scriptLoaderPlugin.js) set `integrity` on the
 * script elements they add from a map of path → hash. Which files carry one, and why not the rest:
 * - the entry's scripts and the home's own chunks, which the page adds as script elements: yes;
 * - the likely-next pages' preloads: no. webpack's chunk loader later asks for them with a script element of its own,
 *   without integrity, and a preload whose integrity differs from its consumer's is not used: every file would be
 *   downloaded twice. Giving webpack's runtime every chunk's hash would check them too, but the map of ~250 hashes
 *   (incompressible, 20 KB) would travel in the first screen's JavaScript.
 * - stylesheets: the first screen's are inlined into the page (covered by the page's own integrity: its HTML), the
 *   rest are preloads of the same kind as above.
 *
 * `node scripts/subresourceIntegrity.mjs [folder]` (default dist), after the steps that write pages: a loader that
 * needs the map is written `<script data-integrity>` by the code that made it and reads the attribute (JSON) as it
 * runs; this step gives it the hashes of every /assets/ script that loader names. An attribute, not a value in the
 * code: the inline scripts are minified after they are written, and the page's CSP hashes a script's text only. The
 * development server leaves it empty. (The home's start script is written after webpack, with its map in it.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storeInShell, writeCompressed } from './builtPage.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The integrity attribute's value for a built file (`/assets/…`). */
export function integrityOf(dir, file) {
  return `sha384-${createHash('sha384').update(readFileSync(path.join(dir, file))).digest('base64')}`;
}

/** path → integrity for each file in `files` (paths on this origin). */
export function integrityMap(dir, files) {
  return Object.fromEntries([...new Set(files)].map((f) => [f, integrityOf(dir, f)]));
}

const LOADER = /<script data-integrity(?:="[^"]*")?>((?:(?!<\/script>)[\s\S])*)<\/script>/g;
const ASSET = /\/assets\/[\w.-]+\.js/g;

/** `html` with each loader's map filled in. */
export function withIntegrity(html, dir) {
  return html.replace(LOADER, (tag, code) => {
    const files = (code.match(ASSET) ?? []).filter((f) => existsSync(path.join(dir, f)));
    const map = JSON.stringify(integrityMap(dir, files)).replace(/"/g, '&quot;');
    return `<script data-integrity="${map}">${code}</script>`;
  });
}

function main() {
  const dir = path.resolve(root, process.argv[2] ?? 'dist');
  let filled = 0;
  for (const page of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const file = path.join(dir, page);
    const html = readFileSync(file, 'utf8');
    const next = withIntegrity(html, dir);
    if (next === html) continue;
    writeCompressed(file, next);
    storeInShell(dir, `/${page}`, next);
    filled++;
  }
  console.log(`subresource-integrity: ${filled} page(s) of ${path.relative(root, dir)} name their scripts by hash`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
