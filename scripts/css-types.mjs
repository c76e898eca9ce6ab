#!/usr/bin/env node
/**
 * Types every CSS Module's class names: beside src/…/X.module.css it writes X.module.css.d.ts, so `styles.row`
 * that the stylesheet does not define is a type error, not an unstyled element. `--check` (part of `npm run lint`)
 * writes nothing and fails when a typing file is missing, stale or left behind by a deleted stylesheet.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync, unlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import cssIdents from './cssIdents.cjs';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'src');
const check = process.argv.includes('--check');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The class names a stylesheet defines: one reading, shared with the production names' table. */
export const { classNames } = cssIdents;

export function typing(names) {
  const lines = names.map((n) => `  readonly ${/^[_a-zA-Z][_a-zA-Z0-9]*$/.test(n) ? n : `'${n}'`}: string;`);
  return `// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.\ndeclare const styles: {\n${lines.join('\n')}\n};\nexport default styles;\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = walk(src);
  const problems = [];
  let written = 0;
  for (const css of files.filter((f) => f.endsWith('.module.css'))) {
    const dts = `${css}.d.ts`;
    const want = typing(classNames(readFileSync(css, 'utf8')));
    const have = existsSync(dts) ? readFileSync(dts, 'utf8') : null;
    if (have === want) continue;
    if (check) problems.push(`${relative(root, dts)} is ${have === null ? 'missing' : 'stale'}`);
    else {
      writeFileSync(dts, want);
      written++;
    }
  }
  for (const dts of files.filter((f) => f.endsWith('.module.css.d.ts'))) {
    if (existsSync(dts.slice(0, -'.d.ts'.length))) continue;
    if (check) problems.push(`${relative(root, dts)} has no stylesheet`);
    else unlinkSync(dts);
  }
  if (problems.length) {
    console.error(`${problems.join('\n')}\nrun: npm run css:types`);
    process.exit(1);
  }
  console.log(check ? 'every CSS Module has its class names typed' : `css-types: ${written} typing file(s) written`);
}
