/**
 * A small W3C WebDriver client (https://www.w3.org/TR/webdriver2/), enough to drive WebKitGTK's MiniBrowser through
 * WebKitWebDriver: sessions, navigation, scripts, element clicks and keys, cookies, screenshots. Plain fetch, no
 * dependency. WebKitWebDriver's capabilities (Source/WebDriver/gtk/WebDriverServiceGtk.cpp): `webkitgtk:browserOptions`
 * {binary, args, useOverlayScrollbars}; the default binary is MiniBrowser with `--automation`, which must stay among
 * the args when they are given. A Session is the Browser the journeys drive (test/browsers/driver.ts).
 */
import type { Browser, PageElement } from '../browsers/driver';

/** The key the spec gives a web element reference in JSON. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export interface Cookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  expiry?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** An error answered by the driver: `error` is the spec's error code ('no such element', 'element click intercepted'…). */
export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly command: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

/** A PageElement this client handed out is an ElementRef. */
const ref = (el: ElementRef | PageElement) => (el as unknown as ElementRef)[ELEMENT_KEY];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

async function call(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  // No command may hang the run: a browser or driver that died answers nothing (page loads are capped at 30 s).
  const res = await fetch(base + path, {
    signal: AbortSignal.timeout(60_000),
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: { value?: unknown } = {};
  try {
    parsed = text ? (JSON.parse(text) as { value?: unknown }) : {};
  } catch {
    throw new WebDriverError('invalid response', `${res.status} ${text.slice(0, 200)}`, `${method} ${path}`);
  }
  const value = parsed.value as { error?: string; message?: string } | undefined;
  if (!res.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(value?.error ?? `http ${res.status}`, value?.message ?? text.slice(0, 200), `${method} ${path}`);
  }
  return parsed.value;
}

export interface SessionOptions {
  /** WebKitWebDriver's address, e.g. http://127.0.0.1:4444 */
  driverUrl: string;
  /** Extra capabilities merged into alwaysMatch. */
  capabilities?: Record<string, unknown>;
}

/** One browser session. Every method is one WebDriver command. */
export class Session implements Browser {
  private constructor(
    private readonly driverUrl: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create({ driverUrl, capabilities = {} }: SessionOptions): Promise<Session> {
    const value = (await call(driverUrl, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return new Session(driverUrl, value.sessionId, value.capabilities);
  }

  private cmd(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return call(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  async quit() {
    await call(this.driverUrl, 'DELETE', `/session/${this.id}`);
  }

  async setTimeouts(t: { script?: number; pageLoad?: number; implicit?: number }) {
    await this.cmd('POST', '/timeouts', t);
  }

  async setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return (await this.cmd('POST', '/window/rect', rect)) as { x: number; y: number; width: number; height: number };
  }

  async navigate(url: string) {
    await this.cmd('POST', '/url', { url });
  }

  async currentUrl() {
    return (await this.cmd('GET', '/url')) as string;
  }

  async refresh() {
    await this.cmd('POST', '/refresh');
  }

  async back() {
    await this.cmd('POST', '/back');
  }

  /** Runs `body` (a function body: `return …`, arguments in `arguments`) in the page. Elements come back as refs. */
  async execute<T = unknown>(body: string, ...args: Json[] | ElementRef[] | unknown[]): Promise<T> {
    return (await this.cmd('POST', '/execute/sync', { script: body, args })) as T;
  }

  /** `execute` whose script returns an element or an array of them (WebDriver hands elements back as refs). */
  async elements(body: string, ...args: unknown[]): Promise<PageElement[]> {
    const v = await this.execute<ElementRef | ElementRef[] | null>(body, ...args);
    return (v === null ? [] : Array.isArray(v) ? v : [v]) as unknown as PageElement[];
  }

  async findElements(using: 'css selector' | 'xpath' | 'link text' | 'partial link text', value: string): Promise<ElementRef[]> {
    return (await this.cmd('POST', '/elements', { using, value })) as ElementRef[];
  }

  /** The spec's element click: scrolls it into view, then a real pointer press and release at its centre. */
  async click(el: ElementRef | PageElement) {
    await this.cmd('POST', `/element/${ref(el)}/click`);
  }

  async clear(el: ElementRef | PageElement) {
    await this.cmd('POST', `/element/${ref(el)}/clear`);
  }

  /** Focuses the element and types the text as key events. */
  async sendKeys(el: ElementRef | PageElement, text: string) {
    await this.cmd('POST', `/element/${ref(el)}/value`, { text });
  }

  async elementText(el: ElementRef) {
    return (await this.cmd('GET', `/element/${el[ELEMENT_KEY]}/text`)) as string;
  }

  /** Key presses through the actions API (to the focused element). */
  async keys(text: string) {
    const actions = [...text].flatMap((ch) => [{ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch }]);
    await this.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.cmd('DELETE', '/actions');
  }

  async addCookie(cookie: Cookie) {
    await this.cmd('POST', '/cookie', { cookie });
  }

  async cookies() {
    return (await this.cmd('GET', '/cookie')) as Cookie[];
  }

  async deleteCookies() {
    await this.cmd('DELETE', '/cookie');
  }

  /** A PNG of the viewport. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.cmd('GET', '/screenshot')) as string, 'base64');
  }

  async alertText(): Promise<string | null> {
    try {
      return (await this.cmd('GET', '/alert/text')) as string;
    } catch (e) {
      if (e instanceof WebDriverError && e.error === 'no such alert') return null;
      throw e;
    }
  }
}

/** Asks WebKitWebDriver until it answers /status ready (it takes a moment to listen). */
export async function waitForDriver(driverUrl: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const status = (await call(driverUrl, 'GET', '/status')) as { ready?: boolean };
      if (status.ready !== false) return;
    } catch (e) {
      if (Date.now() > end) throw e;
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver at ${driverUrl} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
