import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * scripts/early-html.mjs, run by `npm run build` after the home is prerendered, on a build of our own: early.html is
 * index.html with the early script written in, without the home's markup and styles, and stored by the worker.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'early-html.mjs');
const EARLY = '!function(){window.__sent=1}();';
const LOADER = '<script>!function(e){var t=e.createElement("script");t.src="/assets/early.0a1b2c3d.js",e.head.appendChild(t)}(document);</script>';
const INDEX = [
  '<!doctype html><html><head><style data-early>.h{color:red}</style>',
  LOADER,
  '<style data-href="/assets/main.1a2b3c4d.css">.shell{}</style>',
  '<style data-href="/assets/8390.1a2b3c4d5e.css">.home{}</style>',
  '</head><body>',
  '<template id="home-prerendered"><main>HOME MENU</main></template><div id="root"></div><script>(function(){HOME_GUARD})()</script>',
  '<script>(function(){START_APP})()</script></body></html>',
].join('');

let dir = '';

function build(index: string, sw?: string) {
  dir = mkdtempSync(path.join(tmpdir(), 'early-html-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), index);
  writeFileSync(path.join(dir, 'assets', 'early.0a1b2c3d.js'), EARLY);
  if (sw) writeFileSync(path.join(dir, 'sw.js'), sw);
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('early.html runs the early script in its <head>, keeps the shell and drops what only /home uses', () => {
  const run = build(INDEX);
  expect(run.status).toBe(0);
  const html = readFileSync(path.join(dir, 'early.html'), 'utf8');
  expect(html).toContain(`<script>${EARLY}</script>`);
  expect(html).not.toContain('/assets/early.0a1b2c3d.js');
  expect(html.indexOf(EARLY)).toBeLessThan(html.indexOf('</head>'));
  expect(html).toContain('.shell{}');
  expect(html).toContain('<style data-early>');
  expect(html).toContain('START_APP');
  expect(html).toContain('<body><div id="root"></div>');
  for (const home of ['HOME MENU', 'HOME_GUARD', '.home{}', '<template']) expect(html).not.toContain(home);
  // index.html itself is left as it was: every other page's.
  expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(INDEX);
  expect(readFileSync(path.join(dir, 'early.html.br')).length).toBeGreaterThan(0);
});

test('the worker stores early.html with the shell, and a second build only changes its revision', () => {
  const sw = 'self.__WB_MANIFEST=[{"url":"/index.html","revision":"aaaa"},{"url":"/assets/main.1a2b3c4d.js"}];';
  expect(build(INDEX, sw).status).toBe(0);
  const once = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  expect(once).toMatch(/\{"url":"\/index\.html","revision":"aaaa"\},\{"url":"\/early\.html","revision":"[0-9a-f]{16}"\}/);
  const again = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  expect(again.status).toBe(0);
  expect(readFileSync(path.join(dir, 'sw.js'), 'utf8').match(/early\.html/g)).toHaveLength(1);
});

test('a build with no early script (the embedded one) gets no early.html', () => {
  const run = build(INDEX.replace(LOADER, ''));
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('no early.html');
  expect(() => readFileSync(path.join(dir, 'early.html'))).toThrow();
});

test('an early script that would end the inline <script> fails the build', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'early-html-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'early.0a1b2c3d.js'), 'var s="</script>";');
  const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('cannot be inlined');
});

test('a loader that carries its integrity in an attribute is replaced by the inline script all the same', () => {
  const run = build(INDEX.replace(LOADER, LOADER.replace('<script>', '<script data-integrity>')));
  expect(run.status).toBe(0);
  const html = readFileSync(path.join(dir, 'early.html'), 'utf8');
  expect(html).toContain(`<script>${EARLY}</script>`);
  expect(html).not.toContain('data-integrity');
});
