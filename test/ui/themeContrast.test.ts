import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The theme's colour pairs, computed from src/ui/theme/tokens.css as it is: every text colour at least 4.5:1 on
 * the backgrounds it is written on (WCAG 2.1 AA, 1.4.3), in the light theme and in dark mode; the focus ring at
 * least 3:1 (1.4.11). A translucent colour is composed over what it lies on (the toast over the page).
 */
const css = readFileSync(path.join(__dirname, '../../src/ui/theme/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/(--app-[\w-]+)\s*:\s*([^;]+);/g)) out[m[1] as string] = (m[2] as string).trim();
  return out;
}

const lightOf = (text: string) => /:root:root\s*\{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
const darkOf = (text: string) => /@media \(prefers-color-scheme: dark\)\s*\{\s*:root:root\s*\{([\s\S]*?)\}\s*\}/.exec(text)?.[1] ?? '';
const lightBlock = lightOf(css);
const darkBlock = darkOf(css);
// The charts' colours load with the charts (src/ui/theme/charts.css), on top of the theme.
const charts = readFileSync(path.join(__dirname, '../../src/ui/theme/charts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const light = { ...declarations(lightBlock), ...declarations(lightOf(charts)) };
const dark = { ...light, ...declarations(darkBlock), ...declarations(darkOf(charts)) };

type Rgba = [number, number, number, number];

function colour(theme: Record<string, string>, name: string): Rgba {
  const value = theme[`--app-color-${name}`];
  if (!value) throw new Error(`no --app-color-${name}`);
  const ref = /^var\(--app-color-([\w-]+)\)$/.exec(value);
  if (ref) return colour(theme, ref[1] as string);
  if (value === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt((hex[1] as string).slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(value);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`--app-color-${name}: ${value} is not a colour this test reads`);
}

const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (c: Rgba) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
function ratio(theme: Record<string, string>, fg: string, bg: string, base = 'page'): number {
  const under = over(colour(theme, bg), colour(theme, base));
  const a = luminance(over(colour(theme, fg), under));
  const b = luminance(under);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const TEXTS = ['text', 'text-secondary', 'weak', 'light', 'primary', 'success', 'warning', 'danger'];
/** [text, background, minimum]: what the app writes on what. */
const PAIRS: [string, string, number][] = [
  ...TEXTS.flatMap((t): [string, string, number][] => [
    [t, 'page', 4.5],
    [t, 'box', 4.5],
  ]),
  ['primary', 'primary-soft', 4.5],
  ['success', 'success-soft', 4.5],
  ['warning', 'warning-soft', 4.5],
  ['danger', 'danger-soft', 4.5],
  ...['primary-soft', 'success-soft', 'warning-soft', 'danger-soft'].map((bg): [string, string, number] => ['text', bg, 4.5]),
  // Written on fills: buttons, the pay-channel marks, the toast, the photo status, the home's due card.
  ...['primary', 'primary-2', 'wechat', 'alipay', 'balance', 'danger', 'success', 'warning'].map((bg): [string, string, number] => ['on-primary', bg, 4.5]),
  ['on-toast', 'toast', 4.5],
  ['box', 'primary', 4.5],
  ['box', 'primary-2', 4.5],
  ['on-paper', 'paper', 4.5],
  ['paper-link', 'paper', 4.5],
  // A tariff's day drawn as a strip of bands: each band's name on it, and each band against the card (1.4.11's 3:1 at least).
  ...['band-valley', 'band-flat', 'band-peak', 'band-sharp'].flatMap((band): [string, string, number][] => [
    ['on-band', band, 4.5],
    [band, 'box', 3],
  ]),
  ['focus', 'page', 3],
  ['focus', 'box', 3],
  // A chart's lines and bars are graphics a driver must make out (1.4.11), on the card and on the page.
  ...['chart-1', 'chart-2'].flatMap((c): [string, string, number][] => [[c, 'box', 3], [c, 'page', 3]]),
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_, theme) => {
  test.each(PAIRS)('%s on %s is at least %s:1', (fg, bg, min) => {
    expect(ratio(theme, fg, bg)).toBeGreaterThanOrEqual(min);
  });
});

test('dark mode changes colours only, and keeps plates, images and QR codes as they are', () => {
  expect(Object.keys(declarations(darkOf(charts))).every((k) => k.startsWith('--app-color-'))).toBe(true);
  expect(Object.keys(declarations(darkBlock)).every((k) => k.startsWith('--app-color-') || k === '--app-paper-padding')).toBe(true);
  expect(darkBlock).not.toMatch(/--app-plate-/);
  expect(dark['--app-color-image-bg']).toBe('#ffffff');
  expect(ratio(dark, 'page', 'text')).toBeGreaterThan(10);
});
