import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A phone's slow 4G for DevTools' Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbps down, 750 kbps up (the benchmarks' phone). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Waits until the service worker controls the page: it registers when the first screen is idle and installs its shell,
 * which takes longer than 15 s on a busy CI machine now and then. A journey that then goes offline needs it in charge.
 */
export async function untilWorkerControls(page: Page, timeout = 30_000) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/** Puts the mock backend back to its seed, so every journey starts from the demo data. */
export async function resetMock(request: APIRequestContext) {
  await request.post('/__mock/reset');
}

/**
 * Waits until the mock has received a call (a tap's command on its way): a journey that moves the mock's clock on must
 * not do it before the command it waits on has reached the server, or the clock moves past a command not yet given.
 */
export async function serverReceived(request: APIRequestContext, path: string, method = 'POST') {
  const count = async () => ((await (await request.get(`/__mock/calls?path=${encodeURIComponent(path)}&method=${method}`)).json()) as { data: unknown[] }).data.length;
  await expect.poll(count, { message: `the server receives ${method} ${path}` }).toBeGreaterThan(0);
}

/** Logs a demo driver in through the API and hands the token pair to the browser as the app itself would. */
export async function signIn(page: Page, phone = '13800138000', password = 'Driver@2026') {
  const res = await page.request.post('/api/auth/v2/api/driver/login', { data: { phone, password } });
  const body = (await res.json()) as { code: string; data: { token: string; refreshToken: string } };
  if (body.code !== '200') throw new Error(`login failed: ${JSON.stringify(body)}`);
  const url = new URL(page.context().pages()[0]?.url() || 'http://localhost');
  const domain = url.hostname === '' ? 'localhost' : 'localhost';
  await page.context().addCookies([
    { name: 'token', value: body.data.token, domain, path: '/' },
    { name: 'refreshToken', value: body.data.refreshToken, domain, path: '/' },
  ]);
  return body.data;
}

/** Holds the entry's script at the network until the returned function is called: the prerendered page alone. */
export async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The security policy's violations as the mock keeps them (GET /__mock/securityReports; docs/rules/field-reports.md). */
export interface PolicyViolations {
  total: number;
  lastSeq: number;
  violations: { directive: string; blocked: string; route: string; count: number; dispositions: string[]; sources: string[]; sampleWords: string[] }[];
}

/** The violations reported since `mark` (a `lastSeq` of an earlier read; 0: all the mock keeps). */
export async function policyViolations(request: APIRequestContext, mark = 0): Promise<PolicyViolations> {
  return ((await (await request.get(`/__mock/securityReports?after=${mark}`)).json()) as { data: PolicyViolations }).data;
}

/**
 * A mark to read the violations after: take it at a test's start, then `policyViolations(request, mark)` holds only
 * what browsers reported since (the mock keeps reports across its reset, and other tests' stay out). Chromium sends
 * report-to's reports in batches (up to a minute later unless it runs with --short-reporting-delay): poll for one that
 * must come, and for "none" wait until the page's own reports could have come.
 */
export async function policyViolationsMark(request: APIRequestContext): Promise<number> {
  return (await policyViolations(request)).lastSeq;
}

/** Waits until a violation matching `what` is reported after `mark` (a blocked kind or origin, a directive, a route). */
export async function expectPolicyViolation(request: APIRequestContext, mark: number, what: Partial<Pick<PolicyViolations['violations'][number], 'directive' | 'blocked' | 'route'>>, timeout = 90_000) {
  const found = async () => (await policyViolations(request, mark)).violations.some((x) => Object.entries(what).every(([k, v]) => x[k as keyof typeof what] === v));
  await expect.poll(found, { message: `a policy violation ${JSON.stringify(what)} is reported`, timeout, intervals: [250, 500, 1000, 2000] }).toBe(true);
}
