import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * scripts/check-compat.mjs, run as the build runs it (node, on a folder of built files), against the repository's
 * promise (.browserslistrc: Chrome 80, iOS 13.4 → ES2020) and against another given with --targets: it fails on
 * syntax, regex and APIs a promised phone lacks, names file line:col, and passes what those phones run.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const CHECKER = path.join(ROOT, 'scripts/check-compat.mjs');
const dirs: string[] = [];

/** A build folder holding these files. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-compat-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(files: Record<string, string>, targets?: string) {
  const r = spawnSync(process.execPath, [CHECKER, build(files), ...(targets ? ['--targets', targets] : [])], { cwd: ROOT, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
}

afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const OLDER = 'chrome >= 79, ios_saf >= 13';

test('?? and ?. pass on the promise (ES2020) and fail, with file and line:col, where the promise is below it', () => {
  const files = { 'assets/vendor.js': 'var a = 1;\nvar b = window.x ?? a;\nvar c = window.y?.z;\n' };
  expect(check(files)).toMatchObject({ ok: true });
  const older = check(files, OLDER);
  expect(older.ok).toBe(false);
  expect(older.out).toMatch(/assets\/vendor\.js 2:\d+ +does not parse as ES2019/);
});

test('syntax past ES2020 fails on the promise: a class field, logical assignment', () => {
  expect(check({ 'a.js': 'class A { size; }' })).toMatchObject({ ok: false, out: expect.stringMatching(/a\.js 1:\d+ +does not parse as ES2020/) });
  expect(check({ 'b.js': 'var o = {}; o.x ??= 1;' }).ok).toBe(false);
});

test('a regex lookbehind fails (iOS before 16.4), in a literal or a RegExp string; named groups and an escaped ( pass', () => {
  const lookbehind = check({ 'assets/page.js': 'var s = "1px";\nvar r = /(?<![a-z])\\d+/g;' });
  expect(lookbehind.ok).toBe(false);
  expect(lookbehind.out).toMatch(/assets\/page\.js 2:9 +regex lookbehind/);
  expect(check({ 'c.js': 'var r = new RegExp("(?<=\\\\$)\\\\d+");' }).out).toMatch(/lookbehind/);
  expect(check({ 'd.js': 'var r = /(?<year>\\d{4})-\\((?<!x)/;' }).ok).toBe(false);
  expect(check({ 'e.js': 'var r = /(?<year>\\d{4})-[(?<=]\\(?<=/;' })).toMatchObject({ ok: true });
});

test('.at( called unguarded fails on the promise (Chrome 92, iOS 15.4); checked first, it passes', () => {
  const bare = check({ 'assets/route.js': 'function last(m) { return m.at(-1); }' });
  expect(bare.ok).toBe(false);
  expect(bare.out).toMatch(/assets\/route\.js 1:\d+ +Array\/String\.prototype\.at \(Chrome 92, Safari 15\.4\) called without a check or a polyfill/);
  expect(check({ 'a.js': 'function last(m) { return m.at ? m.at(-1) : m[m.length - 1]; }' }).ok).toBe(true);
  // A variable a minifier named `at` is no check of the method.
  expect(check({ 'b.js': 'function last(m, at) { return at ? m.at(-1) : 0; }' }).ok).toBe(false);
  // The same call on engines that have it.
  expect(check({ 'c.js': 'function last(m) { return m.at(-1); }' }, 'chrome >= 100, ios_saf >= 16').ok).toBe(true);
});

test('a global API is judged where it is used: read bare it fails, checked with typeof it passes; a member only read passes', () => {
  expect(check({ 'a.js': 'var c = structuredClone({});' }).ok).toBe(false);
  expect(check({ 'b.js': 'var c = typeof structuredClone == "function" ? structuredClone({}) : {};' }).ok).toBe(true);
  expect(check({ 'c.js': 'var C = window.BroadcastChannel; if (typeof C == "function") new C("x");' }).ok).toBe(true);
  expect(check({ 'd.js': 'if (typeof crypto.randomUUID === "function") id = crypto.randomUUID();' }).ok).toBe(true);
  expect(check({ 'e.js': 'id = crypto.randomUUID();' }).ok).toBe(false);
  expect(check({ 'f.js': 'requestIdleCallback(function () {});' }).out).toMatch(/requestIdleCallback \(Chrome 47, Safari none\)/);
});

/** checkSource with an allow-list of its own: an entry whose check stands a few lines before the use. */
function checkWithAllowed(code: string, allowed: string): boolean {
  const driver = `
    import { checkSource } from ${JSON.stringify(CHECKER)};
    import { createRequire } from 'node:module';
    const { promisedEngines } = createRequire(import.meta.url)(${JSON.stringify(path.join(ROOT, 'scripts/promisedEdition.cjs'))});
    const found = checkSource(${JSON.stringify(code)}, { engines: promisedEngines(), allowed: ${allowed} });
    process.exitCode = found.length ? 1 : 0;`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', driver], { cwd: ROOT }).status === 0;
}

test('an allow-listed API passes only where its guard stands before the use', () => {
  const guarded = 'var canClone = typeof structuredClone == "function";\nfunction copy(x) { return canClone ? structuredClone(x) : JSON.parse(JSON.stringify(x)); }';
  const entry = `[{ api: 'structuredClone', guard: /canClone = typeof structuredClone/, reason: 'copy() clones only where canClone' }]`;
  expect(checkWithAllowed(guarded, '[]')).toBe(false);
  expect(checkWithAllowed(guarded, entry)).toBe(true);
  expect(checkWithAllowed('function copy(x) { return structuredClone(x); }', entry)).toBe(false);
});

test("an HTML page's inline scripts are checked; the engine notice must be ES5, and the real one is", () => {
  const notice = readFileSync(path.join(ROOT, 'src/page/oldEngineNotice.js'), 'utf8');
  expect(check({ 'index.html': `<head><script id="old-engine">${notice}</script><script>var a = window.x ?? 1</script></head>` })).toMatchObject({ ok: true });
  const modern = check({ 'index.html': '<head>\n<script id=old-engine>const a = 1;</script></head>' });
  expect(modern.ok).toBe(false);
  expect(modern.out).toMatch(/index\.html 2:\d+ +inline script \(the engine notice, ES5\): does not parse as ES5/);
  expect(check({ 'early.html': '<script>var a = [1].at(-1)</script>' }).ok).toBe(false);
});

test('the promise is .browserslistrc: Chrome 80 and iOS 13.4, ES2020', () => {
  const r = check({ 'a.js': 'var a = 1;' });
  expect(r.out).toContain('Chrome 80+, Safari 13.1+ (iOS 13.4+), ES2020');
});
