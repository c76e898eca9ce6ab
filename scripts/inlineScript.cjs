/**
 * A script of src/ for an inline <script> of index.html, run before any of the app's code (the old-engine notice, the
 * Trusted Types guard, the home's tap keeper): minified to ES5 in production, so it parses on every promised phone;
 * the page's CSP allows it by its hash. Used by webpack.config.js and scripts/prerender-home.mjs. `defines` replaces
 * each named placeholder (`__APP_VERSION__`) in the source by its value as JSON before minifying, as webpack's
 * DefinePlugin does for the app's code.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function inlineScript(file, production = true, defines = {}) {
  let source = readFileSync(path.resolve(root, file), 'utf8');
  for (const [name, value] of Object.entries(defines)) source = source.replace(new RegExp(`\\b${name}\\b`, 'g'), JSON.stringify(value));
  if (!production) return source;
  const { code } = require('terser').minify_sync(source, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (/<\/script/i.test(code)) throw new Error(`${file} holds "</script" and cannot be inlined`);
  return code;
}

module.exports = { inlineScript };
