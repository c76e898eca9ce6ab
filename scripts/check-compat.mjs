#!/usr/bin/env node
/**
 * Holds the built JavaScript to the phones the app promises (.browserslistrc, read through scripts/promisedEdition.cjs):
 * a phone that cannot parse one chunk shows a white page, and one that lacks a method the code calls breaks where
 * it is called. For every .js file of the build, and every inline script of its .html files, it fails on:
 *
 * - syntax newer than the promised edition (acorn parses at that edition: ES2020 for Chrome 80 and iOS 13.4);
 * - regex syntax a promised engine lacks though its edition is older (lookbehind: Safari before 16.4), and BigInt
 *   literals (Safari 14);
 * - a call of a built-in API newer than the promise (APIS: the first Chrome and Safari that have each), unless the
 *   use is a check for it (`typeof x.y`, `if (x.y)`, `x.y && …`) or ALLOWED says why that use is safe.
 *
 * `node scripts/check-compat.mjs [dir]` (default dist), `--targets "<browserslist query>"` to check against another
 * promise. Prints one line per finding (file line:col, what, and the source file when the build kept its maps:
 * PROFILE_MAPS=1 npm run build). Part of `node scripts/check-bundle.mjs`, so both builds fail on a break.
 * The page's notice for an engine that cannot run the app (index.html `#old-engine`) must parse everywhere: ES5.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const acorn = require('acorn');
const walk = require('acorn-walk');
const { REGEX_FEATURES, hasIt, promisedEdition, promisedEngines } = require('./promisedEdition.cjs');

/**
 * Built-in APIs newer than some engine a promise may hold, with the first Chrome and Safari that have them
 * (Infinity: Safari has none). `prop`: a member of that name (`object`: only on that global, for names too common
 * to judge alone); `call`: only when called; `global`: a global read by name (or as a member of window/self);
 * `construct`: only with `new`.
 */
export const APIS = [
  { name: 'Array/String.prototype.at', prop: 'at', call: true, chrome: 92, safari: 15.4 },
  { name: 'Array.prototype.findLast', prop: 'findLast', call: true, chrome: 97, safari: 15.4 },
  { name: 'Array.prototype.findLastIndex', prop: 'findLastIndex', call: true, chrome: 97, safari: 15.4 },
  { name: 'Array.prototype.toSorted', prop: 'toSorted', call: true, chrome: 110, safari: 16 },
  { name: 'Array.prototype.toReversed', prop: 'toReversed', call: true, chrome: 110, safari: 16 },
  { name: 'Array.prototype.toSpliced', prop: 'toSpliced', call: true, chrome: 110, safari: 16 },
  { name: 'Array.prototype.with', prop: 'with', call: true, chrome: 110, safari: 16 },
  { name: 'Array.fromAsync', object: 'Array', prop: 'fromAsync', chrome: 121, safari: 16.4 },
  { name: 'Object.hasOwn', object: 'Object', prop: 'hasOwn', chrome: 93, safari: 15.4 },
  { name: 'Object.groupBy', object: 'Object', prop: 'groupBy', chrome: 117, safari: 17.4 },
  { name: 'Map.groupBy', object: 'Map', prop: 'groupBy', chrome: 117, safari: 17.4 },
  { name: 'String.prototype.replaceAll', prop: 'replaceAll', call: true, chrome: 85, safari: 13.1 },
  { name: 'String.prototype.isWellFormed', prop: 'isWellFormed', call: true, chrome: 111, safari: 16.4 },
  { name: 'String.prototype.toWellFormed', prop: 'toWellFormed', call: true, chrome: 111, safari: 16.4 },
  { name: 'Promise.any', object: 'Promise', prop: 'any', chrome: 85, safari: 14 },
  { name: 'Promise.withResolvers', object: 'Promise', prop: 'withResolvers', chrome: 119, safari: 17.4 },
  { name: 'AggregateError', global: 'AggregateError', chrome: 85, safari: 14 },
  { name: 'WeakRef', global: 'WeakRef', chrome: 84, safari: 14.1 },
  { name: 'FinalizationRegistry', global: 'FinalizationRegistry', chrome: 84, safari: 14.1 },
  { name: 'BigInt', global: 'BigInt', chrome: 67, safari: 14 },
  { name: 'BigInt64Array', global: 'BigInt64Array', chrome: 67, safari: 15 },
  { name: 'structuredClone', global: 'structuredClone', chrome: 98, safari: 15.4 },
  { name: 'reportError', global: 'reportError', chrome: 95, safari: 15.4 },
  { name: 'requestIdleCallback', global: 'requestIdleCallback', chrome: 47, safari: Infinity },
  { name: 'cancelIdleCallback', global: 'cancelIdleCallback', chrome: 47, safari: Infinity },
  { name: 'scheduler.postTask', prop: 'postTask', call: true, chrome: 94, safari: Infinity },
  { name: 'scheduler.yield', object: 'scheduler', prop: 'yield', chrome: 129, safari: Infinity },
  { name: 'BroadcastChannel', global: 'BroadcastChannel', chrome: 54, safari: 15.4 },
  { name: 'CompressionStream', global: 'CompressionStream', chrome: 80, safari: 16.4 },
  { name: 'OffscreenCanvas', global: 'OffscreenCanvas', chrome: 69, safari: 16.4 },
  { name: 'createImageBitmap', global: 'createImageBitmap', chrome: 50, safari: 15 },
  { name: 'new EventTarget()', global: 'EventTarget', construct: true, chrome: 64, safari: 14 },
  { name: 'crypto.randomUUID', prop: 'randomUUID', call: true, chrome: 92, safari: 15.4 },
  { name: 'AbortSignal.timeout', object: 'AbortSignal', prop: 'timeout', chrome: 103, safari: 16 },
  { name: 'AbortSignal.any', object: 'AbortSignal', prop: 'any', chrome: 116, safari: 17.4 },
  { name: 'AbortSignal.abort', object: 'AbortSignal', prop: 'abort', chrome: 93, safari: 15 },
  { name: 'AbortSignal.prototype.throwIfAborted', prop: 'throwIfAborted', call: true, chrome: 100, safari: 15.4 },
  { name: 'URL.canParse', object: 'URL', prop: 'canParse', chrome: 120, safari: 17 },
  { name: 'Response.json', object: 'Response', prop: 'json', chrome: 105, safari: 17 },
  { name: 'navigator.locks', object: 'navigator', prop: 'locks', chrome: 69, safari: 15.4 },
  { name: 'Element.prototype.replaceChildren', prop: 'replaceChildren', call: true, chrome: 86, safari: 14 },
  { name: 'Element.prototype.checkVisibility', prop: 'checkVisibility', call: true, chrome: 105, safari: 17.4 },
  { name: 'HTMLDialogElement.prototype.showModal', prop: 'showModal', call: true, chrome: 37, safari: 15.4 },
  { name: 'Intl.Segmenter', object: 'Intl', prop: 'Segmenter', chrome: 87, safari: 14.1 },
  { name: 'Intl.ListFormat', object: 'Intl', prop: 'ListFormat', chrome: 72, safari: 14.1 },
  { name: 'Intl.DisplayNames', object: 'Intl', prop: 'DisplayNames', chrome: 81, safari: 14.1 },
  { name: 'Intl.RelativeTimeFormat', object: 'Intl', prop: 'RelativeTimeFormat', chrome: 71, safari: 14 },
  { name: 'Intl.Locale', object: 'Intl', prop: 'Locale', chrome: 74, safari: 14 },
  { name: 'Intl.supportedValuesOf', object: 'Intl', prop: 'supportedValuesOf', chrome: 99, safari: 15.4 },
  { name: 'Intl formatRange', prop: 'formatRange', call: true, chrome: 106, safari: 15.4 },
  { name: 'Set.prototype.union and its kin', prop: /^(union|intersection|difference|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)$/, call: true, chrome: 122, safari: 17 },
  // Not a crash where missing (the option is ignored), but code that reads error.cause back finds nothing.
  { name: 'Error cause (new Error(m, { cause }))', errorCause: true, chrome: 93, safari: 15 },
];

/**
 * Uses of an API newer than the promise that are safe though the checker cannot see it, each with why:
 * `{ api: '<APIS name>', reason: '…', guard: /…/ }`. With `guard`, a use is safe only where that pattern is in the
 * 400 characters of the built file before it (a check made a few lines up: `var canClone = typeof structuredClone…`);
 * without, every use is (the API is polyfilled: say where). A check in the test around the use itself
 * (`typeof x.y == "function" ? x.y() : …`, `if (x.y) x.y()`, `x.y && x.y()`) needs no entry: see isDetected.
 * Every other new API the build calls (crypto.randomUUID, requestIdleCallback, createImageBitmap, scheduler.postTask
 * in index.html, BigInt in a library) is checked for where it is called.
 */
export const ALLOWED = [
  {
    api: 'AbortSignal.abort',
    guard: /for\s*\((?:const|let|var) [\w$]+ of [\w$]+\)\s*if\s*\([\w$]+\.aborted\)\s*return\s*$/,
    reason:
      "RTK Query's fetchBaseQuery, joining its timeout's signal with the request's, when one is already aborted: " +
      'the app never calls fetchBaseQuery (its base query is src/api/baseQuery.ts over src/api/request.ts), so this never runs',
  },
];

/** The parts of a regex pattern a promised engine may lack (scanning escapes and classes, not matching text). */
export function regexFeatures(pattern) {
  const found = new Set();
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      if (!inClass && /[pP]/.test(pattern[i + 1] ?? '') && pattern[i + 2] === '{') found.add('propertyEscapes');
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && pattern[i + 1] === '?' && pattern[i + 2] === '<') {
      found.add(pattern[i + 3] === '=' || pattern[i + 3] === '!' ? 'lookbehind' : 'namedGroups');
    }
  }
  return found;
}

const since = ({ chrome, safari }) => `Chrome ${chrome}, Safari ${safari === Infinity ? 'none' : safari}`;
const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis', 'global']);
const ERRORS = /^(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError)$/;

function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return null;
}

function propOf(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return null;
}

/**
 * Whether the use sits in the branch of a test that names the API (`typeof BigInt > "u" ? null : BigInt(…)`,
 * `if (typeof c.randomUUID === "function") return c.randomUUID()`, `S && S.postTask ? … S.postTask(f) …`,
 * `x.at && x.at(-1)`): feature-detected where it is called.
 */
function isDetected(node, ancestors, code, name, member) {
  // A member by its dot or its quoted name (a minifier may call a variable `at`); a global by its name.
  const id = name.replace(/\$/g, '\\$');
  const named = new RegExp(member ? `(\\.${id}|["'\`]${id}["'\`])(?![\\w$])` : `(^|[^\\w$.])${id}(?![\\w$])`);
  for (let i = ancestors.length - 2; i >= 0; i--) {
    const a = ancestors[i];
    const inside = ancestors[i + 1];
    const test = a.type === 'IfStatement' || a.type === 'ConditionalExpression' ? a.test : a.type === 'LogicalExpression' ? a.left : null;
    if (test && test !== inside && named.test(code.slice(test.start, test.end))) return true;
  }
  return false;
}

/** A member's value used, not only read: called, constructed, or a member of it read (`navigator.locks.request`). */
function isUsed(node, ancestors) {
  const parent = ancestors[ancestors.length - 2];
  if (!parent) return false;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.callee === node) return true;
  if (parent.type === 'MemberExpression' && parent.object === node) return true;
  return parent.type === 'TaggedTemplateExpression' && parent.tag === node;
}

/** Whether the node is read only to see whether it exists: typeof, !, an if's or ?:'s test, the left of && / ||. */
function isCheck(node, ancestors) {
  const parent = ancestors[ancestors.length - 2];
  if (!parent) return false;
  if (parent.type === 'UnaryExpression' && (parent.operator === 'typeof' || parent.operator === '!')) return true;
  if ((parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') && parent.test === node) return true;
  if (parent.type === 'LogicalExpression' && parent.left === node) return true;
  if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator)) return true;
  return false;
}

/**
 * The findings in one script's source: `[{ line, column, what }]` (line 1-based, column 0-based as acorn's).
 * `engines`: promisedEngines(); `edition`: the ECMAScript edition to parse at.
 */
export function checkSource(code, { engines, edition = promisedEdition(engines), allowed = ALLOWED } = {}) {
  const findings = [];
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: edition === 5 ? 5 : edition, sourceType: 'script', locations: true, allowHashBang: true });
  } catch (e) {
    const loc = e.loc ?? { line: 0, column: 0 };
    const near = code.slice(Math.max(0, e.pos - 30), e.pos + 30).replace(/\s+/g, ' ');
    return [{ line: loc.line, column: loc.column, what: `does not parse as ES${edition}: ${e.message.replace(/ \(\d+:\d+\)$/, '')} — near \`${near}\`` }];
  }
  const lacking = (row) => !hasIt(engines, row);
  const add = (node, what) => findings.push({ line: node.loc.start.line, column: node.loc.start.column, what });
  const use = (node, api, ancestors, name, member = false) => {
    if (!lacking(api) || isDetected(node, ancestors, code, name, member)) return;
    const before = code.slice(Math.max(0, node.start - 400), node.start);
    const ok = allowed.some((a) => a.api === api.name && (!a.guard || a.guard.test(before)));
    if (!ok) add(node, `${api.name} (${since(api)}) called without a check or a polyfill`);
  };
  const regex = (node, pattern) => {
    const found = regexFeatures(pattern);
    for (const f of REGEX_FEATURES) if (found.has(f.key) && lacking(f)) add(node, `${f.what} (${since(f)}) in /${pattern.slice(0, 60)}/`);
  };
  const callee = (node, ancestors, kind) => {
    const parent = ancestors[ancestors.length - 2];
    return parent?.type === kind && parent.callee === node;
  };
  const errorCause = APIS.find((a) => a.errorCause);
  walk.ancestor(ast, {
    Literal(node) {
      if (node.regex) regex(node, node.regex.pattern);
      if (node.bigint !== undefined && lacking({ chrome: 67, safari: 14 })) add(node, `BigInt literal ${node.raw} (${since({ chrome: 67, safari: 14 })})`);
    },
    Identifier(node, _state, ancestors) {
      if (isCheck(node, ancestors)) return;
      for (const api of APIS) {
        if (api.global !== node.name) continue;
        if (api.construct && !callee(node, ancestors, 'NewExpression')) continue;
        use(node, api, ancestors, node.name);
      }
    },
    MemberExpression(node, _state, ancestors) {
      const prop = propOf(node);
      if (!prop || isCheck(node, ancestors)) return;
      const object = nameOf(node.object);
      for (const api of APIS) {
        // A member only read (`const C = window.BroadcastChannel`) is undefined where missing, not an error.
        if (!isUsed(node, ancestors)) continue;
        if (api.global) {
          if (api.global === prop && GLOBAL_OBJECTS.has(object) && (!api.construct || callee(node, ancestors, 'NewExpression'))) use(node, api, ancestors, prop, true);
          continue;
        }
        if (!api.prop || !(api.prop instanceof RegExp ? api.prop.test(prop) : api.prop === prop)) continue;
        if (api.object && api.object !== object) continue;
        if (api.call && !callee(node, ancestors, 'CallExpression')) continue;
        use(node, api, ancestors, prop, true);
      }
    },
    NewExpression(node, _state, ancestors) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp' && node.arguments[0]?.type === 'Literal' && typeof node.arguments[0].value === 'string') {
        regex(node, node.arguments[0].value);
      }
      const options = node.arguments[1];
      if (node.callee.type === 'Identifier' && ERRORS.test(node.callee.name) && options?.type === 'ObjectExpression' && options.properties.some((p) => p.type === 'Property' && nameOf(p.key) === 'cause')) {
        use(node, errorCause, ancestors, 'cause');
      }
    },
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp' && node.arguments[0]?.type === 'Literal' && typeof node.arguments[0].value === 'string') {
        regex(node, node.arguments[0].value);
      }
    },
  });
  return findings;
}

/** The inline scripts of an HTML page, with where each starts. The engine notice (`id="old-engine"`) is ES5. */
export function inlineScripts(html) {
  const scripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(m[1]) || /type="?(application\/(ld\+)?json|importmap)/.test(m[1])) continue;
    const offset = m.index + m[0].indexOf('>') + 1;
    scripts.push({ code: m[2], line: html.slice(0, offset).split('\n').length, es5: /\bid="?old-engine\b/.test(m[1]) });
  }
  return scripts;
}

/** Where a finding came from, when the build kept its source map beside the file. */
function originalOf(file, line, column) {
  const map = `${file}.map`;
  if (!existsSync(map)) return '';
  const { SourceMapConsumer } = require('source-map');
  const pos = new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))).originalPositionFor({ line, column });
  return pos.source ? `  [${pos.source.replace(/^webpack:\/\/[^/]*\//, '')}:${pos.line}:${pos.column}]` : '';
}

/** Every finding in a build folder: `file line:col  what`. */
export function checkDir(dist, { engines = promisedEngines() } = {}) {
  const edition = promisedEdition(engines);
  const lines = [];
  const files = readdirSync(dist, { recursive: true }).map(String).sort();
  for (const f of files) {
    const full = path.join(dist, f);
    if (f.endsWith('.js')) {
      for (const x of checkSource(readFileSync(full, 'utf8'), { engines, edition })) lines.push(`${f} ${x.line}:${x.column + 1}  ${x.what}${originalOf(full, x.line, x.column)}`);
    } else if (f.endsWith('.html')) {
      for (const s of inlineScripts(readFileSync(full, 'utf8'))) {
        for (const x of checkSource(s.code, { engines, edition: s.es5 ? 5 : edition })) lines.push(`${f} ${s.line + x.line - 1}:${x.column + 1}  inline script${s.es5 ? ' (the engine notice, ES5)' : ''}: ${x.what}`);
      }
    }
  }
  return { edition, count: files.filter((f) => /\.(js|html)$/.test(f)).length, lines };
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--targets');
  const query = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const dir = path.resolve(root, args[0] ?? 'dist');
  const engines = promisedEngines(query);
  const { edition, count, lines } = checkDir(dir, { engines });
  const promise = `Chrome ${engines.chrome}+, Safari ${engines.safari}+${engines.ios === Infinity ? '' : ` (iOS ${engines.ios}+)`}, ES${edition}`;
  if (lines.length) {
    console.error(`compat check: ${lines.length} finding(s) against ${promise} in ${path.relative(root, dir) || dir}/ (docs/production.md#the-phones-it-runs-on):\n  ${lines.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`compat check: ${count} files of ${path.relative(root, dir) || dir}/ parse and run on ${promise}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
