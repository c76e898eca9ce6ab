import type { Browser, PageElement } from './driver';

/**
 * What a driver sees, found the way test/e2e finds it (role and accessible name, as Playwright's getByRole), through
 * the Browser interface (./driver.ts: WebDriver in WebKit, WebDriver BiDi in Firefox). The lookup runs in the page (FINDER below, plain JS: a TS function's toString() would carry the
 * transpiler's helpers); every action waits for its target as Playwright's locators do.
 */

/** A name or text to match: a string matches the whole normalised text, a RegExp anywhere in it. */
export type Match = string | RegExp;

export interface Query {
  role?: string;
  name?: Match;
  /** The element's own visible text (innerText), for elements without a role worth naming. */
  text?: Match;
  css?: string;
  /** Only inside the first element this query finds. */
  within?: Query;
}

type WireMatch = { s: string } | { re: string; flags: string } | null;
interface WireQuery {
  role: string | null;
  name: WireMatch;
  text: WireMatch;
  css: string | null;
  within: WireQuery | null;
}

const wireMatch = (m: Match | undefined): WireMatch =>
  m === undefined ? null : typeof m === 'string' ? { s: m } : { re: m.source, flags: m.flags.replace('g', '') };
const wire = (q: Query): WireQuery => ({
  role: q.role ?? null,
  name: wireMatch(q.name),
  text: wireMatch(q.text),
  css: q.css ?? null,
  within: q.within ? wire(q.within) : null,
});

export const describe = (q: Query): string =>
  [q.within ? `${describe(q.within)} › ` : '', q.role ?? q.css ?? 'text', q.name !== undefined ? ` "${String(q.name)}"` : '', q.text !== undefined ? ` text ${String(q.text)}` : ''].join('');

/** Finds visible elements by role and accessible name (a subset of ARIA's rules, enough for this app). */
const FINDER = String.raw`
const q = arguments[0];
const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
const matches = (m, s) => !m || (m.re !== undefined ? new RegExp(m.re, m.flags).test(s) : norm(s) === m.s);
const visible = (el) => {
  if (el.closest('[aria-hidden="true"],[hidden],[inert]')) return false;
  if (!el.getClientRects().length) return false;
  const st = getComputedStyle(el);
  return st.visibility !== 'hidden';
};
const implicitRole = (el) => {
  const t = el.tagName.toLowerCase();
  const type = (el.getAttribute('type') || '').toLowerCase();
  if (t === 'a' && el.hasAttribute('href')) return 'link';
  if (t === 'button') return 'button';
  if (t === 'input') {
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
    if (type === 'radio') return 'radio';
    if (type === 'checkbox') return 'checkbox';
    if (['', 'text', 'tel', 'number', 'search', 'email', 'url', 'password'].includes(type)) return 'textbox';
    return null;
  }
  if (t === 'textarea') return 'textbox';
  if (t === 'select') return el.multiple ? 'listbox' : 'combobox';
  if (t === 'option') return 'option';
  if (/^h[1-6]$/.test(t)) return 'heading';
  if (t === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
  if (t === 'ul' || t === 'ol') return 'list';
  if (t === 'li') return 'listitem';
  if (t === 'article') return 'article';
  if (t === 'nav') return 'navigation';
  if (t === 'dialog') return 'dialog';
  if (t === 'output') return 'status';
  if (t === 'fieldset') return 'group';
  if (t === 'main') return 'main';
  if (t === 'img' && el.getAttribute('alt') !== '') return 'img';
  return null;
};
const roleOf = (el) => (el.getAttribute('role') || '').split(/\s+/)[0] || implicitRole(el);
const FROM_CONTENT = new Set(['button', 'link', 'radio', 'checkbox', 'tab', 'heading', 'option', 'menuitem', 'switch', 'cell', 'listitem', 'treeitem', 'tooltip']);
const textOf = (el) => norm(el.innerText !== undefined ? el.innerText : el.textContent);
const nameOf = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) {
    const s = by.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((n) => norm(n.textContent)).join(' ');
    if (s) return s;
  }
  const label = el.getAttribute('aria-label');
  if (label && norm(label)) return norm(label);
  const t = el.tagName.toLowerCase();
  if (['input', 'textarea', 'select'].includes(t)) {
    const ls = el.labels ? [...el.labels].map((l) => textOf(l)).filter(Boolean) : [];
    if (ls.length) return ls.join(' ');
    if (['button', 'submit', 'reset'].includes(el.type) && el.value) return norm(el.value);
    if (el.getAttribute('placeholder')) return norm(el.getAttribute('placeholder'));
  }
  if (t === 'img') return norm(el.getAttribute('alt'));
  // A fieldset is named by its legend (a group of radios: 何时开始).
  if (t === 'fieldset') {
    const legend = [...el.children].find((c) => c.tagName === 'LEGEND');
    if (legend && textOf(legend)) return textOf(legend);
  }
  if (FROM_CONTENT.has(roleOf(el))) {
    const s = textOf(el);
    if (s) return s;
  }
  return norm(el.getAttribute('title'));
};
const find = (q, root) => {
  let scope = [root];
  if (q.within) scope = find(q.within, root).slice(0, 1);
  const out = [];
  for (const s of scope) {
    const all = s.querySelectorAll(q.css || '*');
    for (const el of all) {
      if (q.role && roleOf(el) !== q.role) continue;
      let shown = visible(el);
      // antd-mobile style radios and checkboxes hide the input itself; its label is on screen.
      if (!shown && (q.role === 'radio' || q.role === 'checkbox') && el.tagName === 'INPUT') {
        const l = el.closest('label') || (el.labels && el.labels[0]);
        shown = !!l && visible(l);
      }
      if (!shown) continue;
      if (q.name && !matches(q.name, nameOf(el))) continue;
      if (q.text && !matches(q.text, textOf(el))) continue;
      out.push(el);
    }
  }
  // The innermost match for a plain text query (the element whose own text it is, not its ancestors).
  if (!q.role && !q.css && q.text) return out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
  return out;
};
`;

const FIND_ALL = `${FINDER}\nreturn find(q, document);`;
const DESCRIBE = `${FINDER}
const els = find(q, document);
return els.map((el) => ({ role: roleOf(el), name: nameOf(el), text: textOf(el).slice(0, 300), tag: el.tagName.toLowerCase(),
  checked: el.checked === undefined ? (el.getAttribute('aria-checked') === null ? null : el.getAttribute('aria-checked') === 'true') : el.checked,
  disabled: !!el.disabled || el.getAttribute('aria-disabled') === 'true', value: el.value === undefined ? null : String(el.value),
  selected: el.getAttribute('aria-selected') }));`;
/**
 * The element a finger taps for it (a hidden native radio or checkbox is tapped on its label), scrolled to the middle
 * of the screen as a driver would: WebDriver's own scrolling puts it at the bottom edge, under a fixed tab bar.
 */
const TAP_TARGET = `let el = arguments[0];
if (el.tagName === 'INPUT' && !el.getClientRects().length) el = el.closest('label') || (el.labels && el.labels[0]) || el;
const r = el.getBoundingClientRect();
if (r.top < 0 || r.bottom > innerHeight * 0.8) el.scrollIntoView({ block: 'center', inline: 'nearest' });
if (window.__tapWatch) document.removeEventListener('click', window.__tapWatch, true);
window.__tapMissed = false;
window.__tapWatch = (e) => {
  window.__tapMissed = e.target === document.documentElement || e.target === document.body;
  document.removeEventListener('click', window.__tapWatch, true);
};
document.addEventListener('click', window.__tapWatch, true);
return el;`;
/**
 * Whether the last tap's press met only the bare page. A window that changes size between WebDriver's reading the
 * element's centre and its press does that (WebKitGTK's bar asking for 定位 takes 94 px from the top of the window):
 * the press meets no element, so the tap is tried again. A new page, or a click on the element or on something over
 * it, is as the finger left it.
 */
const TAP_MISSED = `const missed = window.__tapMissed === true;
if (window.__tapWatch) document.removeEventListener('click', window.__tapWatch, true);
window.__tapWatch = null;
return missed;`;

export interface Seen {
  role: string | null;
  name: string;
  text: string;
  tag: string;
  checked: boolean | null;
  disabled: boolean;
  value: string | null;
  selected: string | null;
}

export class TimeoutError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Screen {
  constructor(
    readonly browser: Browser,
    readonly baseUrl: string,
    /** How long an expectation waits, as Playwright's expect timeout. */
    readonly timeoutMs = 10_000,
  ) {}

  async goto(path: string) {
    await this.browser.navigate(new URL(path, this.baseUrl).href);
    await this.settleViewport();
  }

  /**
   * Waits until the page's viewport has kept its height for half a second (3 s at most). A moment after /home loads,
   * MiniBrowser shrinks the page by 94 px (innerHeight 806 → 712; most likely its bar asking to allow the location,
   * which /home asks for its nearby lists). A tap aimed before that landed where the element no longer was: the
   * click reached <html>, and the fixed tab bar had moved up (measured). A phone's own prompt is a dialog over the
   * page and does not resize it.
   */
  private async settleViewport() {
    const end = Date.now() + 3000;
    let last = -1;
    let since = Date.now();
    while (Date.now() < end) {
      let h = -1;
      try {
        h = await this.browser.execute<number>('return innerHeight');
      } catch {
        // a navigation still finishing
      }
      if (h !== last) {
        last = h;
        since = Date.now();
      } else if (Date.now() - since >= 500) {
        return;
      }
      await sleep(100);
    }
  }

  async url() {
    return new URL(await this.browser.currentUrl());
  }

  /** Polls `probe` until it returns something other than undefined, or fails with `what` and the last error. */
  async waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = this.timeoutMs): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const v = await probe();
        if (v !== undefined) return v;
      } catch (e) {
        // A navigation in progress makes scripts fail for a moment; anything else is the last word if time runs out.
        last = e;
      }
      if (Date.now() > end) {
        throw new TimeoutError(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
      }
      await sleep(150);
    }
  }

  findAll(q: Query) {
    return this.browser.elements(FIND_ALL, wire(q));
  }

  /** What the elements matching q show now (role, name, text, checked…). */
  inspect(q: Query) {
    return this.browser.execute<Seen[]>(DESCRIBE, wire(q));
  }

  /** The first element matching q, once there is one. */
  async get(q: Query, timeoutMs?: number): Promise<PageElement> {
    return this.waitFor(describe(q), async () => (await this.findAll(q))[0], timeoutMs);
  }

  /** Waits until q is on screen and returns what it shows. */
  async see(q: Query, timeoutMs?: number): Promise<Seen> {
    return this.waitFor(describe(q), async () => (await this.inspect(q))[0], timeoutMs);
  }

  /** Waits until nothing matches q. */
  async gone(q: Query, timeoutMs?: number) {
    await this.waitFor(`${describe(q)} to be gone`, async () => ((await this.findAll(q)).length === 0 ? true : undefined), timeoutMs);
  }

  /** Waits until the first match's text (or name) satisfies m; returns it. */
  async textOf(q: Query, m: Match, timeoutMs?: number): Promise<string> {
    let seen = '';
    try {
      return await this.waitFor(`${describe(q)} to show ${String(m)}`, async () => {
        const s = (await this.inspect(q))[0];
        if (!s) return undefined;
        seen = s.text;
        const ok = typeof m === 'string' ? s.text.includes(m) || s.name.includes(m) : m.test(s.text) || m.test(s.name);
        return ok ? s.text : undefined;
      }, timeoutMs);
    } catch (e) {
      if (e instanceof TimeoutError && seen) throw new TimeoutError(`${e.message}; it showed: "${seen.slice(0, 300)}"`);
      throw e;
    }
  }

  /** Taps the element: the driver's element click (scrolled into view, a real press and release at its centre). */
  async tap(q: Query, timeoutMs?: number) {
    await this.waitFor(`${describe(q)} to be tappable`, async () => {
      const el = (await this.findAll(q))[0];
      if (!el) return undefined;
      const [target] = await this.browser.elements(TAP_TARGET, el);
      if (!target) return undefined;
      // Covered for a moment (a toast, a closing sheet) or moved by a re-render: waitFor asks again.
      await this.browser.click(target);
      // A page that is being replaced cannot be asked: the tap led somewhere.
      const missed = await this.browser.execute<boolean>(TAP_MISSED).catch(() => false);
      return missed ? undefined : true;
    }, timeoutMs);
  }

  /** Clears a text box and types into it. */
  async fill(q: Query, text: string) {
    const el = await this.get(q);
    await this.browser.clear(el);
    await this.browser.sendKeys(el, text);
  }

  /** Waits until the address matches. */
  async waitUrl(re: RegExp, timeoutMs?: number): Promise<URL> {
    let seen = '';
    try {
      return await this.waitFor(`the address to match ${re}`, async () => {
        const u = await this.url();
        seen = u.href;
        return re.test(u.pathname + u.search) ? u : undefined;
      }, timeoutMs);
    } catch (e) {
      throw new TimeoutError(`${(e as Error).message}; it is ${seen}`);
    }
  }

  async execute<T>(body: string, ...args: unknown[]) {
    return this.browser.execute<T>(body, ...args);
  }
}
