import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * scripts/subresourceIntegrity.mjs, run by both builds before the security headers are computed: each inline loader
 * written with an empty integrity map gets the SHA-384 of every script it adds, and the script elements it adds
 * carry it, so a file altered between the origin and the phone is refused.
 */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'subresourceIntegrity.mjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, as webpack's config is
const { loaderCode } = require('../../scripts/scriptLoaderPlugin') as { loaderCode: (sources: string[]) => string };

const VENDOR = 'console.log("vendor")';
const MAIN = 'console.log("main")';
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let dir = '';

function build(pages: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'sri-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'vendor.1a2b.js'), VENDOR);
  writeFileSync(path.join(dir, 'assets', 'main.3c4d.js'), MAIN);
  writeFileSync(path.join(dir, 'sw.js'), 'self.__shell=[{"url":"/index.html","revision":"0000000000000000"}]');
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, name), html);
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The script elements the page's loader adds, as a browser would see them. */
function scriptsAdded(html: string) {
  const [, attribute, code = ''] = html.match(/<script data-integrity(?:="([^"]*)")?>([\s\S]*?)<\/script>/) ?? [];
  const added: { src: string; integrity: string }[] = [];
  const document = {
    currentScript: { getAttribute: () => (attribute ?? '').replace(/&quot;/g, '"') },
    createElement: () => ({ src: '', integrity: '', async: true }),
    body: { appendChild: (n: { src: string; integrity: string }) => added.push(n) },
  };
  runInNewContext(code, { document });
  return added;
}

test('a loader adds each script with the SHA-384 of the built file', () => {
  const page = `<!doctype html><html><head></head><body><div id="root"></div><script data-integrity>${loaderCode(['/assets/vendor.1a2b.js', '/assets/main.3c4d.js'])}</script></body></html>`;
  expect(scriptsAdded(page).map((s) => s.integrity)).toEqual(['', '']);

  const run = build({ 'index.html': page });
  expect(run.status).toBe(0);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(scriptsAdded(html)).toEqual([
    { src: '/assets/vendor.1a2b.js', integrity: sha384(VENDOR), async: false },
    { src: '/assets/main.3c4d.js', integrity: sha384(MAIN), async: false },
  ]);
  // The compressed copies and the worker's revision follow the page.
  expect(readFileSync(path.join(dir, 'sw.js'), 'utf8')).not.toContain('0000000000000000');
});

test('a page without a loader is left as it is, and a file not in the build is not named', () => {
  const plain = '<!doctype html><html><body><script>window.x=1</script></body></html>';
  const missing = `<!doctype html><html><body><script data-integrity>${loaderCode(['/assets/gone.9999.js'])}</script></body></html>`;
  const run = build({ 'index.html': plain, 'other.html': missing });
  expect(run.status).toBe(0);
  expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(plain);
  expect(readFileSync(path.join(dir, 'sw.js'), 'utf8')).toContain('0000000000000000');
  expect(scriptsAdded(readFileSync(path.join(dir, 'other.html'), 'utf8'))).toEqual([{ src: '/assets/gone.9999.js', integrity: '', async: false }]);
});
