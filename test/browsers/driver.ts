/**
 * The one interface the journeys (./journeys.ts and the files it gathers) and ./screen.ts drive a browser through.
 * Two implement it: WebKit's W3C WebDriver client (test/webkit/webdriver.ts) and Firefox's WebDriver BiDi driver
 * (test/firefox/bidi.ts). Nothing engine-specific reaches a journey: a journey that needs more adds it here and to both.
 */

/** An element of the page as the driver holds it: opaque to the journeys, passed back to the driver or to a script. */
export interface PageElement {
  readonly __pageElement: never;
}

export interface Cookie {
  name: string;
  value: string;
  path?: string;
}

/** Keys `keys` understands beside plain characters: W3C WebDriver's code points (both drivers take them). */
export const KEY = { Escape: '\uE00C' } as const;

export interface Browser {
  /** Opens the address and waits for the page's load event. */
  navigate(url: string): Promise<void>;
  /** The page's address now (history.pushState included). */
  currentUrl(): Promise<string>;
  /** Reloads the page and waits for its load event. */
  refresh(): Promise<void>;
  /**
   * Runs `body` (a function body: `return …`, its arguments in `arguments`) in the page; elements among the arguments
   * are the page's elements there. The result comes back as JSON (an element in it is not supported: see `elements`).
   */
  execute<T = unknown>(body: string, ...args: unknown[]): Promise<T>;
  /** Runs `body` as `execute` does; it returns an element or an array of elements, handed back as PageElements. */
  elements(body: string, ...args: unknown[]): Promise<PageElement[]>;
  /** A real pointer press and release at the element's centre (scrolled into view first), as WebDriver's element click. */
  click(el: PageElement): Promise<void>;
  /** Empties a text box (as WebDriver's element clear). */
  clear(el: PageElement): Promise<void>;
  /** Focuses the element and types the text as key events. */
  sendKeys(el: PageElement, text: string): Promise<void>;
  /** Key presses to the focused element (plain characters, or KEY's). */
  keys(text: string): Promise<void>;
  /** A cookie for the page's origin (open one of its pages first). */
  addCookie(cookie: Cookie): Promise<void>;
  deleteCookies(): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
}
