#!/usr/bin/env node
/**
 * Part of `npm run build`: puts the visitor's /home, as the app itself draws it before any answer of the server
 * (search box, the default banner, menu and list placeholders, plate query, login prompt), into dist/index.html,
 * with the home page's stylesheet and chunks named in <head>. A driver on a weak signal sees the real first screen
 * at the first paint instead of a grey skeleton; the app then swaps it, in one commit, for the same page, live
 * (src/main.tsx waits for the route so nothing flashes in between).
 *
 * index.html is served for every route, so a small inline script right after #root keeps the markup only on /home
 * (and /), and takes the visitor-only login prompt out when a token cookie says a driver is here.
 * The service worker's precache revision of index.html and the compressed copies are brought up to date.
 *
 * Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Without it the build goes on with the plain skeleton and
 * says so: the app is the same, only its first paint is plainer.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, process.argv[2] ?? 'dist');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// html-webpack-plugin minifies: the attribute may come without quotes.
const MARK = /<div id="?root"?><\/div>/;

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function writeCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/** Only /home and / keep the prerendered page; a driver does not see the visitor's login prompt. */
const GUARD = `<script>(function(){var r=document.getElementById('root');if(!/^\\/(home)?$/.test(location.pathname)){r.innerHTML='';return}if(/(^|;\\s*)token=/.test(document.cookie)){var p=r.querySelector('.home-login');if(p)p.remove()}})()</script>`;

/* global document -- the capture runs inside the page */
async function capture(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    // No server answers: every block shows what it shows before its data (the page any driver sees first).
    await page.route(/\/(api|booking)\//, () => undefined);
    await page.goto(`${base}/home`);
    await page.waitForSelector('main.home .plate-query', { timeout: 30_000 });
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/') && p.endsWith('.js'));
      return { html: document.getElementById('root')?.innerHTML ?? '', styles, scripts };
    });
  } finally {
    await browser.close();
  }
}

async function main() {
  const indexFile = path.join(dir, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!MARK.test(index)) {
    console.log('prerender: index.html has no empty #root (already prerendered?); left as it is');
    return;
  }
  if (!existsSync(CHROME)) {
    console.warn(`prerender: no Chromium at ${CHROME}; index.html keeps the plain skeleton`);
    return;
  }
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/preview-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PREVIEW_DIR: path.relative(root, dir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor(`${base}/home`);
    const { html, styles, scripts } = await capture(base);
    if (!html.includes('plate-query')) throw new Error('prerender: /home did not draw');
    const inHead = new Set([...index.matchAll(/(?:href|src)="?([^"\s>]+)/g)].map((m) => m[1]));
    const links = [
      ...styles.filter((h) => h && !inHead.has(h)).map((h) => `<link href="${h}" rel="stylesheet">`),
      // The worker's helper loads after the first screen on purpose; it is no part of it.
      ...scripts.filter((h) => !inHead.has(h) && !h.includes('sw-window')).map((h) => `<link rel="preload" as="script" href="${h}">`),
    ].join('');
    const next = index.replace('</head>', `${links}</head>`).replace(MARK, () => `<div id="root">${html}</div>${GUARD}`);
    writeCompressed(indexFile, next);

    // The worker must see the new index.html as a new revision.
    const swFile = path.join(dir, 'sw.js');
    if (existsSync(swFile)) {
      const revision = createHash('md5').update(next).digest('hex').slice(0, 16);
      const sw = readFileSync(swFile, 'utf8').replace(/("url":"\/index\.html","revision":")[0-9a-f]+"/, `$1${revision}"`);
      writeCompressed(swFile, sw);
    }
    console.log(`prerender: /home in index.html (${(html.length / 1024).toFixed(1)} KB markup, ${styles.length + scripts.length} assets named)`);
  } finally {
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
