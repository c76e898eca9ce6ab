#!/usr/bin/env node
/**
 * Fails when the production bundle holds anything of mocks/ or a development-only path: the control API's
 * routes, the mock backend's marker, msw. Run after `npm run build` (CI does); `check-bundle.mjs dist-embedded`
 * checks the embedded build (npm run build:embedded does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
