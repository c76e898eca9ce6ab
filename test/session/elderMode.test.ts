import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { LARGE_TEXT_SCALE, measureHostTextScale } from '@/platform/hostTextScale';
import { ELDER_ATTRIBUTE, isElderMode, setElderMode, useElderMode } from '@/session/elderMode';
import { elderModeOn, followElderMode, refreshElderMode } from '@/session/elderModeFollow';
import { readStored } from '@/session/storage';

/**
 * A host whose text is scaled: Android's text zoom multiplies every computed font size (the 16 px probe), iOS's
 * Dynamic Type sizes -apple-system-body (17 px at the default), iOS hosts set a percentage on <body>.
 */
function hostScales({ zoom = 1, dynamicTypePx, bodyAdjust }: { zoom?: number; dynamicTypePx?: number; bodyAdjust?: string }) {
  const real = window.getComputedStyle.bind(window);
  return jest.spyOn(window, 'getComputedStyle').mockImplementation((el: Element, pseudo?: string | null) => {
    const style = real(el, pseudo);
    const inline = (el as HTMLElement).style;
    let fontSize = style.fontSize;
    if (inline?.font === '-apple-system-body') fontSize = dynamicTypePx ? `${dynamicTypePx}px` : '';
    else if (inline?.fontSize === '16px') fontSize = `${16 * zoom}px`;
    return new Proxy(style, {
      get(target, prop) {
        if (prop === 'fontSize') return fontSize;
        if (prop === 'getPropertyValue') {
          return (name: string) => (name === '-webkit-text-size-adjust' && el === document.body && bodyAdjust ? bodyAdjust : target.getPropertyValue(name));
        }
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute(ELDER_ATTRIBUTE);
});

describe('the host text scale', () => {
  test('a default host measures 1, and the probe leaves nothing behind', () => {
    const before = document.documentElement.innerHTML;
    expect(measureHostTextScale()).toBe(1);
    expect(document.documentElement.innerHTML).toBe(before);
  });

  test("Android's text zoom: a 16 px probe computing 18.4 px is 1.15", () => {
    hostScales({ zoom: 1.15 });
    expect(measureHostTextScale()).toBe(1.15);
  });

  test("iOS Dynamic Type: -apple-system-body at 20 px is 20 / 17", () => {
    hostScales({ dynamicTypePx: 20 });
    expect(measureHostTextScale()).toBeCloseTo(1.18, 2);
  });

  test("an iOS host's percentage on <body>", () => {
    hostScales({ bodyAdjust: '130%' });
    expect(measureHostTextScale()).toBe(1.3);
  });

  test('the largest measure wins', () => {
    hostScales({ zoom: 1.1, dynamicTypePx: 17, bodyAdjust: '120%' });
    expect(measureHostTextScale()).toBe(1.2);
  });
});

describe('the decision', () => {
  test.each([
    [undefined, 1, false],
    [undefined, 1.1, false],
    [undefined, LARGE_TEXT_SCALE, true],
    [undefined, 1.3, true],
    ['off', 1.5, false],
    ['on', 1, true],
  ] as const)('choice %s, host scale %s → %s', (choice, scale, on) => {
    expect(elderModeOn(choice, scale)).toBe(on);
  });

  test('no choice: large host text turns it on', () => {
    hostScales({ zoom: 1.3 });
    expect(refreshElderMode()).toBe(true);
    expect(document.documentElement).toHaveAttribute(ELDER_ATTRIBUTE);
  });

  test("the driver's off wins over large host text, and their on over default text", () => {
    window.localStorage.setItem('elderMode', 'off');
    const spy = hostScales({ zoom: 1.3 });
    expect(refreshElderMode()).toBe(false);
    expect(document.documentElement).not.toHaveAttribute(ELDER_ATTRIBUTE);
    spy.mockRestore();
    window.localStorage.setItem('elderMode', 'on');
    expect(refreshElderMode()).toBe(true);
    expect(isElderMode()).toBe(true);
  });
});

test('the switch: applied to <html> at once, remembered, and heard by components', () => {
  const { result } = renderHook(() => useElderMode());
  expect(result.current).toBe(false);
  act(() => setElderMode(true));
  expect(document.documentElement).toHaveAttribute(ELDER_ATTRIBUTE, '');
  expect(readStored('elderMode')).toBe('on');
  expect(result.current).toBe(true);
  act(() => setElderMode(false));
  expect(document.documentElement).not.toHaveAttribute(ELDER_ATTRIBUTE);
  expect(readStored('elderMode')).toBe('off');
  expect(result.current).toBe(false);
});

test("following: another tab's switch, and the host's text when the driver comes back, until they choose", () => {
  const stop = followElderMode(window);
  expect(isElderMode()).toBe(false);
  // Another tab turned it on.
  window.localStorage.setItem('elderMode', 'on');
  window.dispatchEvent(new StorageEvent('storage', { key: 'elderMode', newValue: 'on' }));
  expect(isElderMode()).toBe(true);
  window.localStorage.removeItem('elderMode');
  window.dispatchEvent(new StorageEvent('storage', { key: 'elderMode', newValue: null }));
  expect(isElderMode()).toBe(false);
  // Back from the host's settings with larger text.
  hostScales({ zoom: 1.3 });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(isElderMode()).toBe(true);
  // Once the driver chose, the host's text no longer decides.
  setElderMode(false);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(isElderMode()).toBe(false);
  stop();
});

describe("index.html's script before the first paint (src/page/elderMode.js)", () => {
  const html = readFileSync(path.join(__dirname, '../../src/index.html'), 'utf8');
  const source = readFileSync(path.join(__dirname, '../../src/page/elderMode.js'), 'utf8');
  // As the page runs it: the source in development, minified to ES5 in production (scripts/inlineScript.cjs).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own inliner, CommonJS as webpack.config.js loads it
  const { inlineScript } = require('../../scripts/inlineScript.cjs') as { inlineScript: (file: string) => string };
  const built = inlineScript('src/page/elderMode.js');
  const runs = [
    ['the source', source],
    ['the built script', built],
  ] as const;

  test('it is inlined in <head>, before any stylesheet could paint', () => {
    const at = html.indexOf('<script><%= elderMode %></script>');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('<style>'));
    expect(at).toBeLessThan(html.indexOf('</head>'));
    expect(built).not.toBe('');
  });

  describe.each(runs)('%s', (_name, script) => {
    const run = () => new Function(script)() as void;

    test.each([
      ['no choice, default text', null, 1],
      ['no choice, large text', null, 1.3],
      ['no choice, just under large', null, 1.1],
      ['no choice, just large', null, 1.15],
      ['off, large text', 'off', 1.3],
      ['on, default text', 'on', 1],
      ['something else, default text', 'yes', 1],
    ] as const)('%s: the same decision as the module', (_, stored, zoom) => {
      if (stored) window.localStorage.setItem('elderMode', stored);
      hostScales({ zoom });
      run();
      const byScript = document.documentElement.hasAttribute(ELDER_ATTRIBUTE);
      document.documentElement.removeAttribute(ELDER_ATTRIBUTE);
      expect(byScript).toBe(refreshElderMode());
      expect(document.documentElement.querySelectorAll('span')).toHaveLength(0);
    });

    test('iOS Dynamic Type alone turns it on there too', () => {
      hostScales({ dynamicTypePx: 21 });
      run();
      expect(document.documentElement).toHaveAttribute(ELDER_ATTRIBUTE);
    });
  });
});
