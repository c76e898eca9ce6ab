/**
 * The Browser the journeys drive (test/browsers/driver.ts), in Firefox over WebDriver BiDi: puppeteer-core speaks BiDi
 * to Firefox's built-in remote agent (no geckodriver). One page in a browser context of its own (fresh cookies and
 * storage) per journey. Each method keeps WebDriver's meaning, as WebKit's client (test/webkit/webdriver.ts) has it:
 * a click is a real pointer press and release at the element's in-view centre, refused (and so tried again by the
 * screen) when another element is on top there, as WebDriver's "element click intercepted".
 */
import type { ElementHandle, JSHandle, MouseClickOptions, Page } from 'puppeteer-core';
import { KEY, type Browser, type Cookie, type PageElement } from '../browsers/driver';

/** A script body (`return …`, arguments in `arguments`) as the function puppeteer sends over BiDi (script.callFunction). */
const fn = (body: string) => new Function(body) as (...args: unknown[]) => unknown;

const handle = (el: PageElement) => el as unknown as ElementHandle<Element>;

/**
 * WebDriver's element click, in the page: the element scrolled into view if it is not (the screen has already
 * scrolled it to the middle), still for two frames (as Playwright waits for a target to be stable: a key of the plate
 * keyboard sliding up, pressed on one frame and released on the next, sends no click), its in-view centre, and
 * whether the element there is it or inside it.
 */
const CLICK_POINT = `const el = arguments[0];
const inView = (r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
const box = () => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join(); };
const frame = () => new Promise((res) => { requestAnimationFrame(() => res()); setTimeout(res, 100); });
let rects = [...el.getClientRects()];
if (!rects.some(inView)) el.scrollIntoView({ block: 'end', inline: 'nearest' });
const before = box();
return frame().then(frame).then(() => {
  if (box() !== before) return { error: 'element not stable: it moved between two frames' };
  rects = [...el.getClientRects()];
  const r = rects.find(inView);
  if (!r) return { error: 'element not interactable: not in view' };
  const x = Math.floor((Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2);
  const y = Math.floor((Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === el || el.contains(hit))) {
    const what = hit ? hit.tagName.toLowerCase() + (hit.id ? '#' + hit.id : '') + (typeof hit.className === 'string' && hit.className ? '.' + hit.className.split(' ')[0] : '') : 'nothing';
    return { error: 'element click intercepted: ' + what + ' is on top at (' + x + ', ' + y + ')' };
  }
  return { x, y };
});`;

/**
 * After a page opened by its address: while a service worker an earlier page of the same visit began to install is
 * still installing (4 s at most), and two frames more. When it activates under this page, the app shows 新版本可用 at the
 * top of it (as if an older build were being replaced: a false notice, reported) and everything below moves down
 * 44 px: a tap pressed before and released after lands on what moved there, as a finger's would. WebKit's runner
 * waits in the same way for MiniBrowser's location bar (test/browsers/screen.ts, settleViewport).
 */
const WORKER_SETTLED = `if (!('serviceWorker' in navigator)) return 'none';
const frame = () => new Promise((res) => { requestAnimationFrame(() => res()); setTimeout(res, 100); });
const end = Date.now() + 4000;
const check = () => navigator.serviceWorker.getRegistration().then((r) => {
  if (!r || !(r.installing || r.waiting)) return r ? 'settled' : 'none';
  if (Date.now() > end) return 'still installing';
  return new Promise((res) => setTimeout(res, 50)).then(check);
});
return check().then((v) => frame().then(frame).then(() => v));`;

/** The page's console errors and warnings, CSP's reports among them, kept for a failure's report. */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => console.error('securitypolicyviolation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || '') + ' ' + (e.sample || '') + ' at ' + e.sourceFile + ':' + e.lineNumber), true);`;

export class FirefoxPage implements Browser {
  /** What the page wrote to its console (errors and warnings) and the errors it threw, in order. */
  readonly log: string[] = [];

  private constructor(readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') this.log.push(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.log.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  }

  static async open(page: Page, viewport: { width: number; height: number }) {
    const p = new FirefoxPage(page);
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(fn(CSP_LISTENER));
    page.setDefaultNavigationTimeout(30_000);
    page.setDefaultTimeout(20_000);
    return p;
  }

  async navigate(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
    await this.execute(WORKER_SETTLED);
  }

  // The page's own location: pushState included, whatever events the protocol sends.
  async currentUrl() {
    return this.execute<string>('return location.href');
  }

  async refresh() {
    await this.page.reload({ waitUntil: 'load' });
    await this.execute(WORKER_SETTLED);
  }

  async execute<T = unknown>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(fn(body), ...args)) as T;
  }

  async elements(body: string, ...args: unknown[]): Promise<PageElement[]> {
    const h: JSHandle = await this.page.evaluateHandle(fn(body), ...args);
    const one = h.asElement();
    if (one) return [one as unknown as PageElement];
    const out: PageElement[] = [];
    for (const v of (await h.getProperties()).values()) {
      const el = v.asElement();
      if (el) out.push(el as unknown as PageElement);
      else await v.dispose();
    }
    await h.dispose();
    return out;
  }

  async click(el: PageElement) {
    const at = await this.execute<{ x: number; y: number } | { error: string }>(CLICK_POINT, handle(el));
    if ('error' in at) throw new Error(at.error);
    // Aimed at the element, not at the point just measured: Firefox takes its in-view centre when it presses, so a
    // banner that pushed the page down in between does not turn the tap into one on whatever moved there.
    const { sharedId } = (handle(el) as unknown as { remoteValue(): { sharedId?: string } }).remoteValue();
    if (!sharedId) throw new Error('the element has no BiDi reference');
    await this.page.mouse.click(0, 0, { origin: { type: 'element', element: { sharedId } } } as MouseClickOptions);
  }

  /** As WebDriver's clear leaves it: empty, with the page told (keys, so a controlled input's own handlers see it). */
  async clear(el: PageElement) {
    // A string, not a TS function: what tsx compiles may carry its helpers (__name), which the page does not have.
    const hasText = await this.execute<boolean>('const e = arguments[0]; e.focus(); if (!e.value) return false; e.select(); return true;', handle(el));
    if (hasText) await this.page.keyboard.press('Backspace');
  }

  async sendKeys(el: PageElement, text: string) {
    await handle(el).type(text);
  }

  async keys(text: string) {
    for (const ch of text) {
      if (ch === KEY.Escape) await this.page.keyboard.press('Escape');
      else await this.page.keyboard.type(ch);
    }
  }

  /**
   * Written by the page itself, as the app writes its own: BiDi's storage.setCookie needs a domain, and Firefox keeps
   * such a cookie as a domain cookie beside the host-only one the app writes on a token refresh, so the page would read
   * the first (the stale token) for ever after.
   */
  async addCookie({ name, value, path }: Cookie) {
    await this.page.evaluate(
      (n: string, v: string, p: string) => {
        document.cookie = `${n}=${encodeURIComponent(v)}; path=${p}; SameSite=Lax`;
      },
      name,
      value,
      path ?? '/',
    );
  }

  async deleteCookies() {
    const all = await this.page.cookies();
    if (all.length) await this.page.deleteCookie(...all);
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }
}
