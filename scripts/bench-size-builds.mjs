#!/usr/bin/env node
/**
 * `npm run bench:size:embedded`: the embedded build's size beside the full build's, gzip -9 of the JS and CSS:
 * the whole build, what the entry needs, and the entry plus the landing route's chunks (/home: the full home, or
 * the embedded build's plate query). Builds both first (into dist/ and dist-embedded/); `--no-build` reuses the
 * stats of the last run. It reports; it does not fail. Budgets stay with `npm run bench:size`.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builds = [
  { name: 'full', dir: 'dist', env: '', landing: 'page-home' },
  { name: 'embedded', dir: 'dist-embedded', env: '--env embedded', landing: 'page-embedded-home' },
];
mkdirSync(path.join(root, '.bench'), { recursive: true });

const gzipOf = (dir, f) => zlib.gzipSync(readFileSync(path.join(root, dir, f)), { level: 9 }).length;
const isCode = (f) => /\.(js|css)$/.test(f);

function measure(b) {
  const statsFile = path.join(root, `.bench/stats-${b.name}.json`);
  if (!process.argv.includes('--no-build')) {
    execSync(`BENCH_STATS=1 npx webpack --mode production ${b.env} --json=${statsFile}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const groups = JSON.parse(readFileSync(statsFile, 'utf8')).namedChunkGroups;
  const filesOf = (...names) => {
    const out = new Set();
    for (const n of names) {
      if (!groups[n]) throw new Error(`${b.name}: chunk group ${n} not found`);
      for (const a of groups[n].assets) out.add(typeof a === 'string' ? a : a.name);
    }
    return [...out].filter(isCode);
  };
  const all = readdirSync(path.join(root, b.dir), { recursive: true }).map(String).filter(isCode);
  const sum = (files, ext) => files.filter((f) => !ext || f.endsWith(ext)).reduce((n, f) => n + gzipOf(b.dir, f), 0);
  const row = (files) => ({ js: sum(files, '.js'), css: sum(files, '.css'), files: files.length });
  return {
    build: b.name,
    whole: row(all),
    entry: row(filesOf('main')),
    landing: row(filesOf('main', b.landing)),
    pageChunks: Object.keys(groups).filter((n) => n.startsWith('page-')).length,
  };
}

const results = builds.map(measure);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const cell = (r) => `${kb(r.js + r.css).padStart(9)} (JS ${kb(r.js)}, CSS ${kb(r.css)}, ${r.files} files)`;
console.log('gzip -9 of JS + CSS'.padEnd(28) + results.map((r) => r.build.padEnd(48)).join(''));
for (const [label, key] of [['whole build', 'whole'], ['entry (main)', 'entry'], ['entry + /home route', 'landing']]) {
  console.log(label.padEnd(28) + results.map((r) => cell(r[key]).padEnd(48)).join(''));
}
console.log('route (page) chunks'.padEnd(28) + results.map((r) => String(r.pageChunks).padEnd(48)).join(''));
writeFileSync(path.join(root, '.bench/size-builds.json'), JSON.stringify(results, null, 2));
