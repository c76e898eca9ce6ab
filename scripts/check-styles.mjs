#!/usr/bin/env node
/**
 * The style rules lint cannot see (part of `npm run lint`):
 * - the kit's reset (src/ui/base.css), tokens (src/ui/theme/*.css) and index.html's tap keeper (src/page/homeTapKeeper.css)
 *   are the only global stylesheets; every other is a CSS Module, with camelCase class names (read as styles.billRow);
 * - colours, type sizes and radii come from the tokens (var(--app-…)), so the dark and 长辈模式 themes reach
 *   everything: no literal outside src/ui/theme;
 * - outside src/ui a module styles only its own classes: no :global, no antd-mobile class (.adm-…). A feature
 *   changes a kit or antd-mobile component through its props (and the CSS variables antd-mobile takes as style);
 * - every class a module defines is used by a file that imports it: a copy removed takes its styles with it;
 * - an animation's keyframes move transform or opacity only (the compositor's, no paint on the main thread a frame).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { classNames } from './css-types.mjs';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'src');
const rel = (p) => relative(root, p);
// index.html's own rules for the prerendered home's kept tap and the page it opens before the app (inlined by the
// prerender: no module can reach the page then).
const GLOBAL = new Set(['src/ui/base.css', 'src/page/homeTapKeeper.css']);
const THEME = 'src/ui/theme/';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(src);
const sheets = files.filter((f) => f.endsWith('.css'));
const code = files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
const problems = [];
const say = (file, what) => problems.push(`${rel(file)}: ${what}`);

// Who imports each module, and under which name.
const importers = new Map();
for (const file of code) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
    const target = m[2].startsWith('@/') ? join(src, m[2].slice(2)) : resolve(dirname(file), m[2]);
    const list = importers.get(target) ?? [];
    list.push({ text, binding: m[1] });
    importers.set(target, list);
  }
}

for (const sheet of sheets) {
  const name = rel(sheet);
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const inTheme = name.startsWith(THEME);
  if (!sheet.endsWith('.module.css') && !GLOBAL.has(name) && !inTheme) say(sheet, 'a global stylesheet: make it X.module.css');
  if (inTheme) continue;
  // An attribute selector may name a colour antd-mobile writes inline ([style*='#ffffff']): that is no value.
  for (const m of css.replace(/\[[^\]]*\]/g, '[]').matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g)) say(sheet, `colour literal ${m[0]}: use a --app-color-* token`);
  for (const m of css.matchAll(/font-size:\s*([^;}]+)/g)) {
    if (!/^(var\(--app-font-[\w-]+\)|inherit)\s*(!important)?$/.test(m[1].trim())) say(sheet, `font-size: ${m[1].trim()}: use a --app-font-* token`);
  }
  for (const m of css.matchAll(/border-radius:\s*([^;}]+)/g)) {
    if (!/^(var\(--app-radius-[\w-]+\)|0|50%)$/.test(m[1].trim())) say(sheet, `border-radius: ${m[1].trim()}: use a --app-radius-* token`);
  }
  // Text cut with … must wrap in 长辈模式 (nothing cut off at 390 px with 18 px type): one line through the token.
  for (const m of css.matchAll(/\{[^{}]*\}/g)) {
    if (/text-overflow:\s*ellipsis/.test(m[0]) && /white-space:\s*nowrap/.test(m[0])) say(sheet, 'cut with … on one line: white-space: var(--app-one-line), so 长辈模式 wraps it');
  }
  // An animation runs for as long as what it shows: one of anything but transform and opacity (which the compositor
  // animates alone) makes the main thread style and paint every frame, between the slices of whatever a tap opened.
  for (const m of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    for (const prop of new Set([...m[2].matchAll(/([\w-]+)\s*:/g)].map((p) => p[1]))) {
      if (prop !== 'transform' && prop !== 'opacity') say(sheet, `@keyframes ${m[1]} animates ${prop}: move transform or opacity only, which the compositor animates without the main thread`);
    }
  }
  if (!sheet.endsWith('.module.css')) continue;
  const names = classNames(css);
  for (const n of names) if (n.includes('-')) say(sheet, `.${n}: class names are camelCase`);
  if (!name.startsWith('src/ui/')) {
    if (/:global/.test(css)) say(sheet, ':global outside the kit: style your own classes, or give the kit piece a prop');
    if (/\.adm-/.test(css)) say(sheet, 'restyles antd-mobile outside the kit: use the component\'s props or its CSS variables');
  }
  const users = importers.get(sheet) ?? [];
  if (!users.length) say(sheet, 'no file imports it');
  for (const n of names) {
    // styles[variant] may reach any class: a module read by a computed key is not checked for unused names.
    const used = users.some(({ text, binding }) => new RegExp(`\\b${binding}\\.${n}\\b`).test(text) || text.includes(`${binding}['${n}']`) || new RegExp(`\\b${binding}\\[[^'"]`).test(text));
    if (users.length && !used) say(sheet, `.${n} is not used by the files that import it`);
  }
}

// A class written as a literal (className="x") can only be one of the global sheets': any other is a leftover of
// a stylesheet that became a module, and styles nothing now.
const globalClasses = new Set(sheets.filter((f) => !f.endsWith('.module.css')).flatMap((f) => classNames(readFileSync(f, 'utf8'))));
for (const file of code) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/className=(?:"([^"]*)"|\{'([^']*)'\})/g)) {
    for (const c of (m[1] ?? m[2]).split(/\s+/).filter(Boolean)) {
      if (!globalClasses.has(c) && !c.startsWith('adm-')) say(file, `className "${c}" is no global class: use the module's styles.${c.replace(/-(\w)/g, (_, x) => x.toUpperCase())}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} style problem(s)`);
  process.exit(1);
}
console.log(`style rules hold in ${sheets.length} stylesheets`);
