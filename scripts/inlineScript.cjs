/**
 * A script of src/page/ for an inline <script> of index.html, run before any of the app's code (the Trusted Types
 * guard, the old-engine notice, the early scripts' loader, 长辈模式, the home's tap keeper): minified to ES5 in
 * production, so it parses on every promised phone; the page's CSP allows it by its hash. Used by webpack.config.js
 * and scripts/prerender-home.mjs.
 *
 * `values` puts in what only the build knows: each key is a free name in the script (`__EARLY_FILE__`), replaced
 * where it stands in the minified code by its value, JSON (the minifier leaves a global's name as it is).
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function inlineScript(file, production = true, values = {}) {
  const source = readFileSync(path.resolve(root, file), 'utf8');
  let code = production
    ? require('terser').minify_sync(source, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false } }).code
    : source;
  for (const [name, value] of Object.entries(values)) {
    // The name in the code, not in a comment (the unminified source keeps its comments).
    const at = new RegExp(`(/\\*[\\s\\S]*?\\*/|^\\s*//[^\\n]*)|\\b${name}\\b`, 'gm');
    const json = JSON.stringify(value).replace(/</g, '\\u003c');
    let found = 0;
    code = code.replace(at, (match, comment) => (comment ? match : (found++, json)));
    if (!found) throw new Error(`${file} does not name ${name}`);
  }
  if (/<\/script/i.test(code)) throw new Error(`${file} holds "</script" and cannot be inlined`);
  return code;
}

module.exports = { inlineScript };
