import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/**
 * V8's compile hint on the build's scripts (scripts/compileHintsPlugin.js), on a small build of its own compiled by
 * webpack here: the entry's files (its own and the vendor chunk it shares) and a lazy page's begin with the hint, a
 * chunk named in `except` does not, and the source map still points each line of the code where it came from.
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');
const HINT = '//# allFunctionsCalledOnLoad\n';

const SOURCES: Record<string, string> = {
  'main.js': `
    import { shared } from './shared.js';
    /*! a library's license, which the minifier keeps in a file of its own */
    export function boot() { shared('boot'); }
    window.boot = boot;
    window.open = () => import(/* webpackChunkName: "page-later" */ './later.js');`,
  'shared.js': `export function shared(x) { console.log('the entry and a page share this', x); }`,
  'later.js': `import { shared } from './shared.js'; export function later() { shared('later'); }`,
};

/** The build, in a child node: webpack's serializer does not load inside jest's module VM. */
const BUILD = `
  const path = require('node:path');
  const webpack = require('webpack');
  const { CompileHintsPlugin } = require(path.join(process.cwd(), 'scripts/compileHintsPlugin.js'));
  const [dir, except] = process.argv.slice(1);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './src/main.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    // The module both use gets a chunk of its own, which the entry loads with it, as the app's vendor chunk is.
    optimization: { splitChunks: { cacheGroups: { shared: { test: /shared\\.js$/, name: 'shared', chunks: 'all', enforce: true } } } },
    plugins: [new CompileHintsPlugin({ except: except ? except.split(',') : [] })],
  });
  compiler.run((err, stats) => {
    if (err) throw err;
    process.stdout.write(JSON.stringify({ errors: stats.compilation.errors.map((e) => e.message) }));
    compiler.close(() => undefined);
  });
`;

let dir = '';
beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'compile-hints-')));
  mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, 'src', name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds with `except` (chunk names, comma-separated); answers the build's errors. */
function build(except = ''): string[] {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const run = spawnSync(process.execPath, ['-e', BUILD, dir, except], { cwd: ROOT_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`webpack run failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { errors: string[] }).errors;
}

const built = (prefix: string) => {
  const name = readdirSync(path.join(dir, 'dist')).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  if (!name) throw new Error(`no ${prefix} file`);
  return { name, text: readFileSync(path.join(dir, 'dist', name), 'utf8') };
};

test("every script begins with the hint once, the entry's before its license pointer", () => {
  expect(build()).toEqual([]);
  const main = built('main');
  expect(main.text.startsWith(HINT)).toBe(true);
  expect(main.text).toContain('For license information');
  expect(main.text.indexOf('For license information')).toBeGreaterThan(HINT.length - 1);
  for (const file of [main, built('shared'), built('page-later')]) {
    expect(file.text.startsWith(HINT)).toBe(true);
    expect(file.text.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  }
});

test("a chunk named in except keeps its script as it was; the others' still begin with the hint", () => {
  expect(build('page-later')).toEqual([]);
  expect(built('page-later').text).not.toContain('allFunctionsCalledOnLoad');
  expect(built('main').text.startsWith(HINT)).toBe(true);
  expect(built('shared').text.startsWith(HINT)).toBe(true);
});

test('the source map still points the code at its source, one line further down', async () => {
  expect(build()).toEqual([]);
  const shared = built('shared');
  const map = JSON.parse(readFileSync(path.join(dir, 'dist', `${shared.name}.map`), 'utf8')) as ConstructorParameters<typeof SourceMapConsumer>[0];
  const lines = shared.text.split('\n');
  const line = lines.findIndex((l) => l.includes('the entry and a page share this'));
  expect(line).toBeGreaterThan(0);
  const column = (lines[line] ?? '').indexOf('the entry and a page share this');
  const consumer = await new SourceMapConsumer(map);
  const original = consumer.originalPositionFor({ line: line + 1, column });
  expect(original.source).toMatch(/shared\.js$/);
  expect(original.line).toBe(1);
});

test('a chunk in except that the build does not have fails the build (a renamed chunk would get the hint)', () => {
  expect(build('worker')).toEqual([expect.stringContaining('there is no chunk "worker"')]);
});
