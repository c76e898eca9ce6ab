#!/usr/bin/env node
/**
 * Fails when the production bundle holds anything of mocks/ or a development-only path: the control API's
 * routes, the mock backend's marker, msw; then when a file would not parse or run on a phone .browserslistrc
 * promises (scripts/check-compat.mjs). Run after `npm run build` (CI does); `check-bundle.mjs dist-embedded`
 * checks the embedded build (npm run build:embedded does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDir } from './check-compat.mjs';

const dir = process.argv[2] ?? 'dist';
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', dir);
const forbidden = ['__mock/', 'createMockBackend', 'mockServiceWorker', 'setupServer', 'Driver@2026'];
const bad = [];
for (const f of readdirSync(dist, { recursive: true })) {
  if (!/\.(js|css|html)$/.test(String(f))) continue;
  const text = readFileSync(path.join(dist, String(f)), 'utf8');
  for (const word of forbidden) if (text.includes(word)) bad.push(`${f}: ${word}`);
}
if (bad.length) {
  console.error('Production bundle contains mock or development code:\n  ' + bad.join('\n  '));
  process.exit(1);
}
console.log(`bundle check: nothing of mocks/ in ${dir}/`);

// Every file parses and runs on the phones .browserslistrc promises (scripts/check-compat.mjs).
const compat = checkDir(dist);
if (compat.lines.length) {
  console.error(`Production bundle breaks the phones it promises (ES${compat.edition}; docs/production.md#the-phones-it-runs-on):\n  ${compat.lines.join('\n  ')}`);
  process.exit(1);
}
console.log(`compat check: ${compat.count} files of ${dir}/ parse and run on the promised phones (ES${compat.edition})`);
