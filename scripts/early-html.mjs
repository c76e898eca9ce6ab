#!/usr/bin/env node
/**
 * Part of `npm run build`, after scripts/prerender-home.mjs: writes `early.html`, the HTML of the pages whose reads
 * go out before the app's code (config/entryRoutes.json `earlyReads`: the pages a reminder opens). It is index.html
 * with the early script (src/page/early.ts) written into <head> instead of fetched by a loader, and without what only
 * /home uses (its prerendered markup, the script that shows it, its inlined stylesheets).
 *
 * Why a page of its own: on a cheap phone the loader's fetch waited for the whole of index.html to be parsed and
 * laid out (the home's 10 KB of markup and 17 KB of styles, for nothing) before the early script could run and send
 * the page's reads; inline, the reads go out while the HTML is still being parsed, on a returning phone too (the
 * service worker answers these pages with it). The server answers the `earlyReads` paths with early.html
 * (scripts/staticFiles.ts; docs/production.md); one that answers index.html everywhere loses only the head start.
 * The service worker stores it with the shell: its revision is written into sw.js here.
 *
 * `node scripts/early-html.mjs [folder]` (default dist). A folder whose index.html loads no early script (the
 * embedded build) gets no early.html.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { storeInShell, writeCompressed } from './builtPage.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.resolve(root, process.argv[2] ?? 'dist');

/** The loader index.html runs in <head> (webpack.config.js `earlyReadsScript`): the one script naming the early file. */
// It carries its file's integrity in an attribute (scripts/subresourceIntegrity.mjs); inline, the page needs none.
const LOADER = /<script(?: data-integrity(?:="[^"]*")?)?>((?:(?!<\/script>)[\s\S])*?)(\/assets\/early\.[0-9a-f]+\.js)((?:(?!<\/script>)[\s\S])*?)<\/script>/;
/** The prerendered home, #root after it and the script after that which shows it on /home (scripts/prerender-home.mjs). */
const HOME_TEMPLATE = /<template id="?home-prerendered"?>[\s\S]*?<\/template>(<div id="?root"?><\/div>)<script>(?:(?!<\/script>)[\s\S])*?<\/script>/;
/** The look of a tap kept on the prerendered home and of the page it opens there (src/page/homeTapKeeper.css). */
const HOME_TAP_STYLE = /<style data-home-tap>[\s\S]*?<\/style>/;
/** Stylesheets inlined for the first screen; only the entry's (the app's shell and tokens) is every page's. */
const INLINED_STYLE = /<style data-href="?(\/assets\/[^"\s>]+\.css)"?>[\s\S]*?<\/style>/g;
const ENTRY_STYLE = /^\/assets\/main\.[0-9a-f]+\.css$/;

/** early.html from index.html and the early script's code. */
export function earlyPageHtml(index, earlyCode) {
  if (/<\/script/i.test(earlyCode)) throw new Error('early-html: the early script holds "</script" and cannot be inlined');
  if (!LOADER.test(index)) throw new Error('early-html: index.html has no early script loader');
  return index
    .replace(LOADER, () => `<script>${earlyCode.replace(/\n\/\/# sourceMappingURL=.*$/, '')}</script>`)
    .replace(HOME_TEMPLATE, '$1')
    .replace(HOME_TAP_STYLE, '')
    .replace(INLINED_STYLE, (style, href) => (ENTRY_STYLE.test(href) ? style : ''));
}

function main() {
  const indexFile = path.join(dir, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  const early = index.match(LOADER)?.[2];
  if (!early) {
    console.log(`early-html: ${path.relative(root, indexFile)} loads no early script; no early.html`);
    return;
  }
  const html = earlyPageHtml(index, readFileSync(path.join(dir, early), 'utf8'));
  writeCompressed(path.join(dir, 'early.html'), html);

  // The worker stores it with the shell.
  storeInShell(dir, '/early.html', html);
  // The brotli copies just written, not compressed again to be weighed.
  const kb = (file) => (existsSync(path.join(dir, `${file}.br`)) ? `${(statSync(path.join(dir, `${file}.br`)).size / 1024).toFixed(1)} KB` : '?');
  console.log(`early-html: early.html ${kb('early.html')} brotli (index.html ${kb('index.html')}), the early script inline`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
