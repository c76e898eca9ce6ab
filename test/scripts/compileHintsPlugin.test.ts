import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/**
 * V8's compile hint on the app entry's scripts (scripts/compileHintsPlugin.js), on a small build of its own compiled
 * by webpack here: the entry's files (its own and the vendor chunk it shares) begin with the hint, a lazy page's do
 * not, and the source map still points each line of the code where it came from.
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
  const [dir, entry] = process.argv.slice(1);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { main: './src/main.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    // The module both use gets a chunk of its own, which the entry loads with it, as the app's vendor chunk is.
    optimization: { splitChunks: { cacheGroups: { shared: { test: /shared\\.js$/, name: 'shared', chunks: 'all', enforce: true } } } },
    plugins: [new CompileHintsPlugin({ entry })],
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

function build(entry: string): string[] {
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const run = spawnSync(process.execPath, ['-e', BUILD, dir, entry], { cwd: ROOT_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`webpack run failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { errors: string[] }).errors;
}

const built = (prefix: string) => {
  const name = readdirSync(path.join(dir, 'dist')).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  if (!name) throw new Error(`no ${prefix} file`);
  return { name, text: readFileSync(path.join(dir, 'dist', name), 'utf8') };
};

test("the entry's scripts begin with the hint, before the license pointer; a lazy page's do not", () => {
  expect(build('main')).toEqual([]);
  const main = built('main');
  expect(main.text.startsWith(HINT)).toBe(true);
  expect(main.text).toContain('For license information');
  expect(main.text.indexOf('For license information')).toBeGreaterThan(HINT.length - 1);
  expect(built('shared').text.startsWith(HINT)).toBe(true);
  expect(built('page-later').text).not.toContain('allFunctionsCalledOnLoad');
});

test('the source map still points the code at its source, one line further down', async () => {
  expect(build('main')).toEqual([]);
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

test('an entry that is not there fails the build', () => {
  expect(build('app')).toEqual([expect.stringContaining('there is no entry "app"')]);
});
