import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownScriptUrl } from '@/lib/trustedTypes';

/** The guard in <head> run against a stand-in for the browser's trustedTypes: the rules it gave its policy. */
type GuardRules = { createScriptURL: (url: string) => string | null; createHTML: (html: string) => string | null };

function guardRules(href: string): GuardRules {
  const source = readFileSync(path.resolve(__dirname, '../../src/page/trustedTypesGuard.js'), 'utf8');
  let rules: GuardRules | undefined;
  const fakeWindow = {
    location: new URL(href),
    trustedTypes: { createPolicy: (name: string, r: typeof rules) => { expect(name).toBe('default'); rules = r; } },
  };
  new Function('window', source)(fakeWindow);
  if (!rules) throw new Error('the guard made no policy');
  return rules;
}

describe('the default policy (src/page/trustedTypesGuard.js)', () => {
  const rules = guardRules('https://driver.example.com/home');

  it('lets webpack and the start scripts load this build’s own files', () => {
    expect(rules.createScriptURL('/assets/main.0123abcd.js')).toBe('https://driver.example.com/assets/main.0123abcd.js');
    expect(rules.createScriptURL('https://driver.example.com/assets/123.abcdef0123.js')).toBe('https://driver.example.com/assets/123.abcdef0123.js');
  });

  it('refuses every other script URL a string would bring', () => {
    for (const url of ['https://evil.example.com/assets/main.js', '/evil.js', '/assets/main.js?x=1', '/assets/../sw.js', '/assets/a/b.js', 'data:text/javascript,alert(1)', '/assets/style.css']) {
      expect([url, rules.createScriptURL(url)]).toEqual([url, null]);
    }
  });

  it('lets an HTML string through only while AMap’s script is on the stack', () => {
    expect(rules.createHTML('<img src=x onerror=alert(1)>')).toBeNull();
    // The stack as V8 writes it when AMap's code calls innerHTML.
    const fromAmap = new Function('createHTML', 'return createHTML("<div>高德地图</div>")\n//# sourceURL=https://webapi.amap.com/maps?v=1.4.4&key=k');
    expect(fromAmap(rules.createHTML)).toBe('<div>高德地图</div>');
    const lookalike = new Function('createHTML', 'return createHTML("<b>x</b>")\n//# sourceURL=https://webapi.amap.com.evil.example/maps');
    expect(lookalike(rules.createHTML)).toBeNull();
  });
});

describe('the app’s policy (src/lib/trustedTypes.ts)', () => {
  it('knows the hosts’ SDKs, the map and the worker, and nothing else', () => {
    const origin = 'https://driver.example.com';
    expect(isKnownScriptUrl('https://res.wx.qq.com/open/js/jweixin-1.6.0.js', origin)).toBe(true);
    expect(isKnownScriptUrl('https://webapi.amap.com/maps?v=1.4.4&key=k', origin)).toBe(true);
    expect(isKnownScriptUrl('/sw.js', origin)).toBe(true);
    expect(isKnownScriptUrl('https://driver.example.com/sw.js', origin)).toBe(true);
    expect(isKnownScriptUrl('https://res.wx.qq.com.evil.com/open/js/x.js', origin)).toBe(false);
    expect(isKnownScriptUrl('https://evil.example.com/sw.js', origin)).toBe(false);
    expect(isKnownScriptUrl('https://res.wx.qq.com/open/js/x.js"><script>', origin)).toBe(false);
  });
});
