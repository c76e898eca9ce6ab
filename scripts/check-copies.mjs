#!/usr/bin/env node
/**
 * Copies between files (part of `npm run lint`): jscpd finds every block of 8 lines / 70 tokens or more that
 * appears twice in src/ (TypeScript, TSX, CSS), and each must be one of the near-copies config/copies-allowed.json
 * keeps on purpose, with the reason. Any other fails the run: what two places need lives once (the kit, lib, a
 * shared file of the feature). An entry no clone matches any more fails too, so the list stays true.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const allowed = JSON.parse(readFileSync(join(root, 'config/copies-allowed.json'), 'utf8')).allowed;
const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  execFileSync(
    join(root, 'node_modules/.bin/jscpd'),
    ['src', '--min-lines', '8', '--min-tokens', '70', '--format', 'typescript,tsx,css', '--ignore', '**/*.d.ts', '--reporters', 'json', '--output', out, '--silent'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  const key = (a, b) => [a, b].sort().join(' ↔ ');
  const allowedKeys = new Map(allowed.map((e) => [key(e.files[0], e.files[1]), e]));
  const seen = new Set();
  const problems = [];
  for (const d of report.duplicates) {
    const k = key(d.firstFile.name, d.secondFile.name);
    if (allowedKeys.has(k)) {
      seen.add(k);
      continue;
    }
    problems.push(`copy: ${d.firstFile.name}:${d.firstFile.start}-${d.firstFile.end} ↔ ${d.secondFile.name}:${d.secondFile.start}-${d.secondFile.end} (${d.lines} lines)`);
  }
  for (const k of allowedKeys.keys()) if (!seen.has(k)) problems.push(`config/copies-allowed.json: ${k} is no copy any more: remove the entry`);
  if (problems.length) {
    console.error(`${problems.join('\n')}\nMove what both need into one place (the kit, lib, a shared file of the feature), or, if the likeness is on purpose, say why in config/copies-allowed.json.`);
    process.exit(1);
  }
  console.log(`no copy in src/ beyond the ${allowed.length} near-copies kept on purpose`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
