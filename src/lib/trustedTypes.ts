import type { TrustedHTML, TrustedScript, TrustedScriptURL, TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

/**
 * The app's Trusted Types policy, `app`: the one way the app's own code reaches a sink that the page's CSP guards
 * (`require-trusted-types-for 'script'`, docs/production.md "Security headers"). Each function below is one kind of
 * value the app means to put into the page, and checks it is that kind; nothing else of the app may assign a string
 * to innerHTML, a script's src or text, or register a worker (the lint rule in eslint.config.mjs keeps it so).
 *
 * The `default` policy (src/page/trustedTypesGuard.js, inline in <head>) covers only the build's own script files loaded
 * by webpack's runtime and the start scripts. Where the engine has no Trusted Types, each function gives its string
 * back unchanged: the CSP's script-src still decides what runs there.
 */

/** The script URLs the app loads besides its own files: the hosts' SDKs and the map, by origin and path prefix. */
const SCRIPT_URL_PREFIXES = ['https://res.wx.qq.com/open/js/', 'https://res2.wx.qq.com/open/js/', 'https://webapi.amap.com/maps?'];

/** The service worker's script: this origin's /sw.js, nothing else. */
const WORKER_PATH = '/sw.js';

type Rules = {
  createHTML: (html: string) => string;
  createScript: (text: string) => string;
  createScriptURL: (url: string) => string;
};

/** Thrown when a value is not what the caller said it was: the sink is never reached. */
export class UntrustedValueError extends Error {
  constructor(kind: string, value: string) {
    super(`[trusted-types] refused ${kind}: ${value.slice(0, 80)}`);
  }
}

/** Whether `url` is one of the hosts' SDK scripts or this origin's worker script. */
export function isKnownScriptUrl(url: string, origin: string): boolean {
  if (url === WORKER_PATH || url === `${origin}${WORKER_PATH}`) return true;
  return SCRIPT_URL_PREFIXES.some((prefix) => url.startsWith(prefix)) && !/[\s"'<>\\]/.test(url);
}

const rules: Rules = {
  // Only src/lib/sanitizeHtml.ts calls it, with DOMPurify's output (the lint rule keeps it so).
  createHTML: (html) => html,
  // WeChat's open tags read their look from <script type="text/wxtag-template">: markup, never run as a script.
  createScript: (text) => {
    if (!/^\s*</.test(text)) throw new UntrustedValueError('script text', text);
    return text;
  },
  createScriptURL: (url) => {
    if (!isKnownScriptUrl(url, window.location.origin)) throw new UntrustedValueError('script URL', url);
    return url;
  },
};

let policy: TrustedTypePolicy<Rules> | null | undefined;

/** The `app` policy, made once; null where the engine has no Trusted Types (also DOMPurify's TRUSTED_TYPES_POLICY). */
export function trustedTypesPolicy(): TrustedTypePolicy<Rules> | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as unknown as TrustedTypesWindow).trustedTypes;
  policy = factory?.createPolicy ? factory.createPolicy('app', rules) : null;
  return policy;
}

/** Server HTML that src/lib/sanitizeHtml.ts has made safe, for React's dangerouslySetInnerHTML. */
export function sanitizedHtml(html: string): string | TrustedHTML {
  return trustedTypesPolicy()?.createHTML(html) ?? rules.createHTML(html);
}

/** A template for one of WeChat's open tags (`<script type="text/wxtag-template">`'s text). */
export function wechatTemplate(markup: string): string | TrustedScript {
  return trustedTypesPolicy()?.createScript(markup) ?? rules.createScript(markup);
}

/** The URL of a host's SDK or of the map's script (SCRIPT_URL_PREFIXES), or the worker's. */
export function knownScriptUrl(url: string): string | TrustedScriptURL {
  return trustedTypesPolicy()?.createScriptURL(url) ?? rules.createScriptURL(url);
}

/*
 * TypeScript's DOM types give these sinks as plain strings; the browser takes the trusted value itself (a string
 * would go to the default policy, which refuses it). The casts live here, once.
 */

/** `script.src = url` for a host's SDK or the map (knownScriptUrl's rules). */
export function setScriptSource(script: HTMLScriptElement, url: string): void {
  script.src = knownScriptUrl(url) as string;
}

/** The text of a `<script type="text/wxtag-template">` (wechatTemplate's rules). */
export function setTemplateText(script: HTMLScriptElement, markup: string): void {
  script.textContent = wechatTemplate(markup) as string;
}
