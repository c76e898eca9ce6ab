// The repository stands alone: a clone with nothing beside it builds, tests and is understood. This check fails on
// any path in a tracked file that climbs above the repository's root (a relative import, a script's argument, a
// document's link) or names the team's reference folders beside it. Part of `npm run lint`, so CI refuses such a path even
// on a machine where the folder happens to exist beside the clone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

// `node scripts/check-self-contained.mjs [dir]`: another checkout (a test's fixture) instead of this one.
const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|css|html|ya?ml|sh)$|(?:^|\/)(?:run|Dockerfile|\.[a-z]+rc)$/;
// A relative path in code: one or more '../' and a name after them. In a document only a link's target counts (prose
// may quote an import as it is written in src/).
const CLIMB = /(?<![\w./-])((?:\.\.\/)+)([\w@][\w@./-]*)/g;
const LINK = /\]\(((?:\.\.\/)+)([^)\s#]+)/g;
// The team's reference material beside the clone, however it is reached.
const OUTSIDE = /\/work\/(?!main\b)[\w.-]+|\bshared\/(?:spec|tools|hooks)\b|\bARCHITECTURE\.md/g;

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && TEXT.test(f) && !f.startsWith('node_modules/') && f !== 'package-lock.json');

const problems = [];
for (const file of files) {
  let text;
  try { text = readFileSync(resolve(root, file), 'utf8'); } catch { continue; }
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(file.endsWith('.md') ? LINK : CLIMB)) {
      const target = resolve(root, dirname(file), m[1] + m[2]);
      if (target !== root && !target.startsWith(root + sep)) problems.push(`${file}:${i + 1}: ${m[1] + m[2]} leaves the repository`);
    }
    for (const m of line.matchAll(OUTSIDE)) problems.push(`${file}:${i + 1}: ${m[0]} is outside the repository`);
  });
}

if (problems.length) {
  console.error(`check-self-contained: ${problems.length} path(s) outside the repository (carry what is needed into docs/ or the tree):`);
  for (const p of problems) console.error('  ' + p);
  process.exit(1);
}
console.log(`check-self-contained: ${files.length} files, every path stays inside the repository`);
