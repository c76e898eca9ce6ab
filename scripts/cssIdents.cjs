/**
 * Production class names for CSS Modules: one or two letters each, given in a fixed order (every module of src/,
 * sorted by path, its classes sorted by name), so the same source always builds the same names and no two clash.
 * Hashes (css-loader's default) are five random characters each, inlined at every use in the JS, and random text is
 * what gzip cannot shorten: on the first screen they cost more than half a kilobyte. A class the table does not know
 * (a keyframes name, a stylesheet added while the build runs) falls back to css-loader's own hash.
 */
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789_-`;

function ident(n) {
  if (n < FIRST.length) return FIRST[n];
  const m = n - FIRST.length;
  let head = Math.floor(m / REST.length);
  let out = REST[m % REST.length];
  // Two characters cover 52 + 52 × 64 names; beyond that, more.
  do {
    out = FIRST[head % FIRST.length] + out;
    head = Math.floor(head / FIRST.length) - 1;
  } while (head >= 0);
  return out;
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.module.css') ? [p] : [];
  });
}

/** The class names a stylesheet defines (the same reading as scripts/css-types.mjs). */
function classNames(css) {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"[^"]*"|'[^']*'/g, '""');
  let before;
  do {
    before = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  } while (text !== before);
  text = text.replace(/:global\([^)]*\)/g, ' ');
  return [...new Set([...text.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)].map((m) => m[1]))].sort();
}

function shortIdents(src) {
  const table = new Map();
  let n = 0;
  for (const file of walk(src).sort()) {
    const rel = path.relative(src, file);
    for (const name of classNames(readFileSync(file, 'utf8'))) table.set(`${rel}#${name}`, ident(n++));
  }
  return (context, _localIdentName, localName) => table.get(`${path.relative(src, context.resourcePath)}#${localName}`) ?? null;
}

module.exports = { shortIdents, ident, classNames };
