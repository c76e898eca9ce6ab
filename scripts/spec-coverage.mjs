#!/usr/bin/env node
// Lists the routes of docs/spec/routes.json and the calls of docs/spec/endpoints.json that the code does not mention yet.
// Static and approximate: it looks for each path's text in src/ (routes and API) and mocks/ (API).
// Usage, from the project root: npm run coverage:spec -- [--routes] [--endpoints] [--quiet]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const spec = path.join(root, 'docs', 'spec');
const args = new Set(process.argv.slice(2));
const want = (k) => !(args.has('--routes') || args.has('--endpoints')) || args.has(k);

function readTree(dir) {
  if (!fs.existsSync(dir)) return '';
  let out = '';
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (e.name !== 'node_modules') out += readTree(p); }
    else if (/\.(t|j)sx?$|\.json$/.test(e.name)) out += '\n' + fs.readFileSync(p, 'utf8');
  }
  return out;
}
const flat = (o) => Object.entries(o).flatMap(([k, v]) => (k.startsWith('_') ? [] : Array.isArray(v) ? v : flat(v)));

const src = readTree(path.join(root, 'src'));
const mocks = readTree(path.join(root, 'mocks'));
let missing = 0;

if (want('--routes')) {
  const routes = flat(JSON.parse(fs.readFileSync(path.join(spec, 'routes.json'), 'utf8')));
  // A child route may be written relative to its parent ('index' under '/roadParking').
  const miss = routes.filter((r) => {
    const last = r.split('/').filter(Boolean).pop() ?? '';
    return r !== '/' && !src.includes(`'${r}'`) && !src.includes(`"${r}"`) && !src.includes('`' + r)
      && !(r.split('/').length > 2 && (src.includes(`'${last}'`) || src.includes(`"${last}"`)));
  });
  missing += miss.length;
  console.log(`routes: ${routes.length - miss.length}/${routes.length} mentioned in src/`);
  if (!args.has('--quiet')) for (const r of miss) console.log(`  route not found: ${r}`);
}
if (want('--endpoints')) {
  const eps = flat(JSON.parse(fs.readFileSync(path.join(spec, 'endpoints.json'), 'utf8')));
  const tail = (p) => p.split('/').filter((s) => s && !s.startsWith('{')).slice(-2).join('/');
  const missSrc = eps.filter((e) => !src.includes(tail(e.split(' ')[1])));
  const missMocks = eps.filter((e) => !mocks.includes(tail(e.split(' ')[1])));
  missing += missSrc.length + missMocks.length;
  console.log(`endpoints: ${eps.length - missSrc.length}/${eps.length} declared in src/, ${eps.length - missMocks.length}/${eps.length} answered in mocks/`);
  if (!args.has('--quiet')) {
    for (const e of missSrc) console.log(`  not in src/:   ${e}`);
    for (const e of missMocks) console.log(`  not in mocks/: ${e}`);
  }
}
process.exit(missing ? 1 : 0);
