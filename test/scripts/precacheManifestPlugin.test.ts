import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the service worker stores at install and what it leaves for later (scripts/precacheManifestPlugin.js), on a
 * small build of its own compiled by webpack here: a page named in the shell brings its chunk group's files (and the
 * chunks it shares), one not named stays out, and a name that is gone fails the build.
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');

const SOURCES: Record<string, string> = {
  'main.js': `
    import { shared } from './shared.js';
    window.go = (p) => p === 'home' ? import(/* webpackChunkName: "page-home" */ './home.js')
      : p === 'pay' ? import(/* webpackChunkName: "page-pay" */ './pay.js')
      : import(/* webpackChunkName: "page-other" */ './other.js');
    shared('main');`,
  'shared.js': `export const shared = (x) => console.log('shared', x);`,
  'form.js': `export const form = (x) => console.log('the form kit, shared by two pages', x);`,
  'home.js': `import { shared } from './shared.js'; shared('home'); import(/* webpackChunkName: "home-reminders" */ './reminders.js');`,
  'reminders.js': `console.log('reminders');`,
  'pay.js': `import { form } from './form.js'; import logo from './logo.png'; form(logo);`,
  'other.js': `import { form } from './form.js'; form('other');`,
  'sw.js': `const shell = self.__WB_MANIFEST; const later = self.__WB_LATER; self.lists = { shell, later };`,
};

let dir = '';
beforeAll(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'precache-plugin-')));
  mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, 'src', name), text);
  // Past any inlining limit: an emitted file of the pay page's chunk.
  writeFileSync(path.join(dir, 'src', 'logo.png'), Buffer.alloc(8192, 1));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** index.html as html-webpack-plugin would add it: a file of the build outside every chunk. */
const INDEX_HTML = '<!doctype html><title>app</title>';

/**
 * The build, in a child node: webpack's serializer does not load inside jest's module VM. Prints the errors and the
 * files of the pay page's chunk group (what loading it fetches, images included).
 */
const BUILD = `
  const path = require('node:path');
  const webpack = require('webpack');
  const { PrecacheManifestPlugin } = require(path.join(process.cwd(), 'scripts/precacheManifestPlugin.js'));
  const [dir, out, shell, indexHtml] = process.argv.slice(1);
  const addIndexHtml = { apply(compiler) {
    compiler.hooks.thisCompilation.tap('index', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'index', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('index.html', new webpack.sources.RawSource(indexHtml));
      });
    });
  } };
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.js', sw: './src/sw.js' },
    output: {
      path: path.join(dir, out),
      publicPath: '/',
      filename: (data) => (data.chunk?.name === 'sw' ? 'sw.js' : 'assets/[name].[contenthash:8].js'),
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    module: { rules: [{ test: /\\.png$/, type: 'asset/resource' }] },
    // Any module two chunks share gets a chunk of its own, as the app's screen kit does.
    optimization: { splitChunks: { chunks: (chunk) => chunk.name !== 'sw', minSize: 0 } },
    plugins: [addIndexHtml, new PrecacheManifestPlugin({ shell: JSON.parse(shell) })],
  });
  compiler.run((err, stats) => {
    if (err) throw err;
    const pay = stats.compilation.namedChunkGroups.get('page-pay');
    const payFiles = pay ? pay.chunks.flatMap((c) => [...c.files, ...c.auxiliaryFiles]).map((f) => '/' + f) : [];
    process.stdout.write(JSON.stringify({ errors: stats.compilation.errors.map((e) => e.message), payFiles }));
    compiler.close(() => undefined);
  });
`;

function build(shell: Record<string, string[]>, out: string): { errors: string[]; payFiles: string[] } {
  const run = spawnSync(process.execPath, ['-e', BUILD, dir, out, JSON.stringify(shell), INDEX_HTML], { cwd: ROOT_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`webpack run failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { errors: string[]; payFiles: string[] };
}

/** The two lists as they stand in the built sw.js. */
function lists(out: string) {
  const sw = readFileSync(path.join(dir, out, 'sw.js'), 'utf8');
  const shell = JSON.parse(/\[\{"url":[^\]]*\]/.exec(sw)?.[0] ?? 'null') as { url: string; revision: string | null }[];
  const later = JSON.parse(/\["\/[^\]]*\]/.exec(sw)?.[0] ?? 'null') as string[];
  expect(sw).not.toContain('__WB_');
  return { shell, later };
}

/** The files of a chunk group, by the names the chunks were given. */
const named = (urls: string[], name: string) => urls.filter((u) => path.basename(u).startsWith(`${name}.`));

test('the shell holds index.html, the entry and the named pages with what they share and emit; everything else is for later, once', () => {
  const { errors, payFiles } = build({ '/home': ['page-home', 'home-reminders'], '/payPage': ['page-pay'] }, 'ok');
  expect(errors).toEqual([]);
  const { shell, later } = lists('ok');
  const shellUrls = shell.map((e) => e.url);

  expect(shellUrls).toContain('/index.html');
  expect(shell.find((e) => e.url === '/index.html')?.revision).toBe(createHash('md5').update(INDEX_HTML).digest('hex').slice(0, 16));
  for (const name of ['main', 'page-home', 'home-reminders', 'page-pay']) expect(named(shellUrls, name)).toHaveLength(1);
  // What the pay page shares with the page left out (the form kit), and the image it emits, come with it.
  expect(payFiles.length).toBeGreaterThanOrEqual(3);
  expect(payFiles.some((f) => f.endsWith('.png'))).toBe(true);
  for (const f of payFiles) expect(shellUrls).toContain(f);
  expect(shell.filter((e) => e.url !== '/index.html').every((e) => e.revision === null)).toBe(true);

  // The page not named is left for later, and with it only what the shell does not hold already.
  expect(named(later, 'page-other')).toHaveLength(1);
  expect(named(shellUrls, 'page-other')).toHaveLength(0);
  expect(later.filter((u) => shellUrls.includes(u))).toEqual([]);
  expect(new Set(later).size).toBe(later.length);
  const built = readdirSync(path.join(dir, 'ok', 'assets')).map((f) => `/assets/${f}`);
  expect([...shellUrls.filter((u) => u !== '/index.html'), ...later].sort()).toEqual(built.sort());
  expect([...shellUrls, ...later]).not.toContain('/sw.js');
});

test('a chunk group name that is not in the build fails it, naming the page', () => {
  const { errors } = build({ '/home': ['page-home'], '/payPage': ['page-paying'] }, 'renamed');
  expect(errors.join('\n')).toMatch(/no chunk group named "page-paying" \(\/payPage\).*config\/precacheShell\.json/);
});

test('a shell that names no page at all is refused before any build', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS module
  const { PrecacheManifestPlugin } = require(path.join(ROOT_DIR, 'scripts/precacheManifestPlugin.js')) as { PrecacheManifestPlugin: new (options: { shell: Record<string, string[]> }) => unknown };
  expect(() => new PrecacheManifestPlugin({ shell: {} })).toThrow(/each page to a list of chunk group names/);
  expect(() => new PrecacheManifestPlugin({ shell: { '/home': 'page-home' } as unknown as Record<string, string[]> })).toThrow();
});

describe('config/precacheShell.json', () => {
  const config = JSON.parse(readFileSync(path.join(ROOT_DIR, 'config/precacheShell.json'), 'utf8')) as Record<string, Record<string, string[]>>;

  test('holds /home and every page a reminder opens', () => {
    expect(Object.keys(config.app!)).toEqual(
      expect.arrayContaining(['/home', '/payPage', '/chargingResults', '/chargeStationDetail', '/bookRecordDetail', '/mounthlyRenew', '/accountBalance', '/invoiceRecordDetail', '/customerService/feedDetail']),
    );
    expect(Object.keys(config.embedded!)).toEqual(expect.arrayContaining(['/home', '/payPage']));
  });

  test('names only chunks the code names (webpackChunkName), so a rename is caught before a build', () => {
    const source = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? source(path.join(d, e.name)) : /\.tsx?$/.test(e.name) ? [readFileSync(path.join(d, e.name), 'utf8')] : []));
    const chunkNames = new Set(source(path.join(ROOT_DIR, 'src')).flatMap((text) => [...text.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1])));
    const listed = [...Object.values(config.app!), ...Object.values(config.embedded!)].flat();
    expect(listed.filter((name) => !chunkNames.has(name))).toEqual([]);
  });
});
