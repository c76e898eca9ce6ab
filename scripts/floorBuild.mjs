/**
 * The floor the benchmarks set the app beside (bench:floor, bench:deep-links): dist/index.html with every script
 * removed (the same prerendered /home, CSS, banner and icons), served with dist/'s other files from a copy in
 * .bench/floor/ (its index.html's brotli and gzip copies made again; no service worker).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The same page without a line of script: inline and external scripts, and any preload of one. The prerendered
 * home, which index.html keeps in a <template> that a script puts in #root, is written into #root as plain HTML.
 */
function withoutScripts(html) {
  return html
    .replace(/<template id="?home-prerendered"?>([\s\S]*?)<\/template><div id="?root"?><\/div>/, (_, page) => `<div id="root">${page}</div>`)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Makes .bench/floor/ afresh from dist/ (built first) and answers its path. */
export function makeFloor() {
  const dist = path.join(root, 'dist');
  const floorDir = path.join(root, '.bench/floor');
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(path.dirname(floorDir), { recursive: true });
  cpSync(dist, floorDir, { recursive: true });
  const floorHtml = withoutScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  writeFileSync(path.join(floorDir, 'index.html'), floorHtml);
  writeFileSync(path.join(floorDir, 'index.html.br'), zlib.brotliCompressSync(floorHtml));
  writeFileSync(path.join(floorDir, 'index.html.gz'), zlib.gzipSync(floorHtml, { level: 9 }));
  // No service worker in the floor: nothing would register it, and a request for it should find nothing.
  for (const f of ['sw.js', 'sw.js.br', 'sw.js.gz']) rmSync(path.join(floorDir, f), { force: true });
  return floorDir;
}
