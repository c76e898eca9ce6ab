import type { Journal } from './journal';
import type { Screen } from './screen';
import type { Server, Tokens } from './server';
import type { Browser } from './driver';

/** What a journey is given and what it is (./journeys.ts, ./rights.ts). */
export interface JourneyContext {
  screen: Screen;
  server: Server;
  /** The browser under the screen (WebKit's WebDriver session, Firefox's BiDi page). */
  browser: Browser;
  journal: Journal;
}

export interface Journey {
  name: string;
  timeoutMs?: number;
  run(ctx: JourneyContext): Promise<void>;
}

export const DRIVER_A = '13800138000';

/** An amount as the app writes it, not part of a larger one: 80.00元 but not 180.00元. */
export const money = (cents: number) => new RegExp(`(?<![\\d.])${(cents / 100).toFixed(2).replace('.', '\\.')}元`);

/** Logs a demo account in through the login API and hands the token pair to the browser as cookies (test/e2e/support.ts). */
export async function signIn({ screen, server, browser }: JourneyContext, phone = DRIVER_A): Promise<Tokens> {
  const tokens = await server.login(phone);
  // Cookies belong to the page's origin: open it first (a page that needs nothing).
  if (!(await screen.url().catch(() => null))?.href.startsWith(screen.baseUrl)) await screen.goto('/404');
  await browser.deleteCookies();
  await browser.addCookie({ name: 'token', value: tokens.token, path: '/' });
  await browser.addCookie({ name: 'refreshToken', value: tokens.refreshToken, path: '/' });
  return tokens;
}

/** A visitor: no cookies, nothing kept on the phone (a page of the origin opened first, for its storage). */
export async function asVisitor({ screen, browser }: JourneyContext) {
  if (!(await screen.url().catch(() => null))?.href.startsWith(screen.baseUrl)) await screen.goto('/404');
  await browser.deleteCookies();
  await screen.execute('localStorage.clear(); sessionStorage.clear();');
}
