/**
 * What the build's steps after webpack (scripts/prerender-home.mjs, scripts/early-html.mjs) do to a page they write:
 * its brotli and gzip copies beside it, as webpack's own files have, and its revision in the service worker's shell,
 * so a changed page installs a new worker (scripts/precacheManifestPlugin.js gives the same kind of revision).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes `text` to `file` with its .gz and .br copies. */
export function writeCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * Gives `url` (a page of the build: '/index.html') the revision of `text` in `dir`'s sw.js, if there is one. A page
 * the shell does not list yet is listed right after index.html, which it always has.
 */
export function storeInShell(dir, url, text) {
  const swFile = path.join(dir, 'sw.js');
  if (!existsSync(swFile)) return;
  const entry = `{"url":"${url}","revision":"${createHash('md5').update(text).digest('hex').slice(0, 16)}"}`;
  const listed = new RegExp(`\\{"url":"${url.replace(/[.]/g, '\\.')}","revision":"[0-9a-f]+"\\}`);
  const sw = readFileSync(swFile, 'utf8');
  const next = listed.test(sw) ? sw.replace(listed, entry) : sw.replace(/(\{"url":"\/index\.html","revision":"[0-9a-f]+"\})/, `$1,${entry}`);
  if (!next.includes(entry)) throw new Error(`${swFile} has no index.html in its shell to list ${url} beside`);
  writeCompressed(swFile, next);
}
