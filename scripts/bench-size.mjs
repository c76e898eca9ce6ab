#!/usr/bin/env node
/**
 * `npm run bench:size`: builds the production bundle and reports the gzipped JavaScript and CSS the first screen
 * (/home) needs — the entry's files plus the chunks its lazy route loads — against the budgets in
 * config/budgets.json, and fails over them. The build is `npm run build`'s (its steps read from package.json: the
 * prerender, early.html and the bundle check included), so CI builds once with this. `--no-build` reuses the stats of the last run.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'config/budgets.json'), 'utf8')).home;
const statsFile = path.join(root, '.bench/stats.json');
mkdirSync(path.dirname(statsFile), { recursive: true });

if (!process.argv.includes('--no-build')) {
  // `npm run build`'s own steps, read from package.json so the two never drift: its webpack step with the stats kept,
  // then the rest as they are (the prerender, early.html, the bundle check). dist/ is then the build `npm run build`
  // makes (a later preview or benchmark measures it), and CI builds once: this is its build.
  const [bundle, ...rest] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.build.split('&&').map((s) => s.trim());
  if (!bundle?.startsWith('webpack ')) throw new Error('bench:size: npm run build no longer starts with webpack');
  execSync(`BENCH_STATS=1 npx ${bundle} --json=${statsFile}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const step of rest) execSync(step, { cwd: root, stdio: 'inherit' });
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const groups = stats.namedChunkGroups;
const files = new Set();
for (const name of ['main', 'page-home']) {
  if (!groups[name]) throw new Error(`chunk group ${name} not found: is the home route still named page-home?`);
  for (const a of groups[name].assets) files.add(typeof a === 'string' ? a : a.name);
}

const gz = (f) => zlib.gzipSync(readFileSync(path.join(root, 'dist', f)), { level: 9 }).length;
const rows = [...files].filter((f) => /\.(js|css)$/.test(f)).map((f) => ({ file: f, gzip: gz(f) }));
const sum = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r.gzip, 0);
const kb = (n) => (n / 1024).toFixed(1);

console.log('First screen (/home): entry + home route chunks, gzip -9');
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}`);
const js = sum('.js');
const css = sum('.css');
const line = (label, value, budget) => `${label} ${kb(value).padStart(7)} KB of ${budget} KB budget  ${value / 1024 <= budget ? 'within' : 'OVER'}`;
console.log(line('JS ', js, budgets.jsGzipKB));
console.log(line('CSS', css, budgets.cssGzipKB));
// A budget is a line the first screen may not cross as domains arrive: CI runs this and fails over it.
if (js / 1024 > budgets.jsGzipKB || css / 1024 > budgets.cssGzipKB) process.exitCode = 1;
writeFileSync(path.join(root, '.bench/size.json'), JSON.stringify({ jsGzipBytes: js, cssGzipBytes: css, files: rows }, null, 2));
