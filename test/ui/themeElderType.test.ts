import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * 长辈模式's type, computed from src/ui/theme/tokens.css and antd-mobile's own stylesheets as they are: MIIT's 适老化
 * rules ask for text of at least 18 dp, and the theme promises it for every text a driver reads, small print
 * included. The axe walk measures the pages themselves (test/e2e/axeWalk.ts, textBelow); this says which token or
 * antd-mobile rule is wrong, without a browser.
 */
const root = path.join(__dirname, '../..');
const ELDER_MIN = 18;
const css = readFileSync(path.join(root, 'src/ui/theme/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/(--(?:app|adm)-[\w-]+)\s*:\s*([^;]+);/g)) out[m[1] as string] = (m[2] as string).trim();
  return out;
}

const standard = declarations(/:root:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '');
const elderBlock = /:root:root\[data-elder\]\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
/** antd-mobile's own defaults (its global stylesheet), under the theme's. */
const admDefaults = declarations(readFileSync(path.join(root, 'node_modules/antd-mobile/es/global/theme-default.css'), 'utf8'));
const elder: Record<string, string> = { ...admDefaults, ...standard, ...declarations(elderBlock) };

/** A size in px as 长辈模式 computes it: a literal, or a variable of the theme or of `local` (a component's own). */
function px(value: string, local: Record<string, string[]> = {}, seen = new Set<string>()): number[] {
  const v = value.replace(/\s*!important$/, '').trim();
  const literal = /^([\d.]+)px$/.exec(v);
  if (literal) return [Number(literal[1])];
  const ref = /^var\((--[\w-]+)\)$/.exec(v);
  if (!ref) throw new Error(`${value}: not a size this test reads`);
  const name = ref[1] as string;
  if (seen.has(name)) return [];
  const next = new Set(seen).add(name);
  const theirs = local[name];
  if (theirs?.length) return theirs.flatMap((x) => px(x, local, next));
  const ours = elder[name];
  if (ours === undefined) throw new Error(`${name} is not set`);
  return px(ours, local, next);
}

test('in 长辈模式 every type size of the theme is at least 18 px: the app’s scale and antd-mobile’s', () => {
  const names = [...new Set([...Object.keys(elder)].filter((n) => /^--app-font-(?!family)|^--adm-font-size-/.test(n)))];
  expect(names).toEqual(expect.arrayContaining(['--app-font-xs', '--app-font-s', '--adm-font-size-1', '--adm-font-size-4', '--adm-font-size-main']));
  const small = names.flatMap((n) => px(elder[n] as string).filter((size) => size < ELDER_MIN).map((size) => `${n}: ${size}px`));
  expect(small).toEqual([]);
});

test('the standard theme keeps its own scale: 长辈模式 is an override, not a new default', () => {
  expect(standard['--app-font-xs']).toBe('12px');
  expect(standard['--app-font-m']).toBe('14px');
  expect(declarations(elderBlock)['--app-font-xs']).toBe('18px');
});

/** The antd-mobile components the app imports (src/**), and those they import in turn. */
function admComponents(): Set<string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name)) files.push(p);
    }
  };
  walk(path.join(root, 'src'));
  const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const base = path.join(root, 'node_modules/antd-mobile/es/components');
  const found = new Set<string>();
  const add = (dir: string) => {
    if (found.has(dir) || !existsSync(path.join(base, dir))) return;
    found.add(dir);
    for (const file of readdirSync(path.join(base, dir)).filter((f) => f.endsWith('.js'))) {
      for (const m of readFileSync(path.join(base, dir, file), 'utf8').matchAll(/from '\.\.\/([\w-]+)(?:\/[\w-]+)?'/g)) add(m[1] as string);
    }
  };
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)) {
      for (const part of (m[1] as string).split(',')) {
        const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name && /^[A-Z]/.test(name)) add(kebab(name));
      }
    }
  }
  return found;
}

/**
 * Sizes in antd-mobile's stylesheets that are no text: an icon drawn in a font size (the check, the arrow, the close
 * cross). `*.patch.css` is its stylesheet for browsers without CSS variables, which the app does not load.
 */
const ICON = /icon|arrow|close|delete|star/;

test('no antd-mobile component the app uses sets its text below 18 px in 长辈模式', () => {
  const used = admComponents();
  expect([...used]).toEqual(expect.arrayContaining(['button', 'list', 'input', 'form', 'steps', 'card', 'notice-bar']));
  const base = path.join(root, 'node_modules/antd-mobile/es/components');
  const small: string[] = [];
  for (const dir of used) {
    for (const file of readdirSync(path.join(base, dir)).filter((f) => f.endsWith('.css') && !f.endsWith('.patch.css'))) {
      const sheet = readFileSync(path.join(base, dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const local: Record<string, string[]> = {};
      for (const m of sheet.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)[;}]/g)) {
        if (!/^--(app|adm)-/.test(m[1] as string)) (local[m[1] as string] ??= []).push((m[2] as string).trim());
      }
      for (const rule of sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const selector = (rule[1] as string).trim().replace(/\s+/g, ' ');
        if (ICON.test(selector)) continue;
        for (const m of (rule[2] as string).matchAll(/(?:^|[;\s])font-size\s*:\s*([^;]+)/g)) {
          for (const size of px(m[1] as string, local)) if (size < ELDER_MIN) small.push(`${dir}/${file} ${selector}: ${size}px`);
        }
      }
    }
  }
  expect(small).toEqual([]);
});
