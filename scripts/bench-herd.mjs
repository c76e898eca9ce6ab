#!/usr/bin/env node
/**
 * `npm run bench:herd`: a stadium lot empties. N phones (each a headless Chromium context of its own: cookies,
 * storage, its own driver session) have /home open; every access token expires, the refresh call starts failing,
 * and all phones wake together (a reload). The refresh keeps failing for FAIL_MS (30 s), then answers again. Three
 * faults side by side in one run, as the issue saw them: a network error, HTTP 500, and a 12 s delay (the client
 * gives up at 10 s). For each, it reports the refresh requests per phone: what the app sent (Playwright's request
 * events, not the browser's own re-sends on reset sockets) and what the mock received, the most any phone sent in
 * any 60 s window (the bound is 3), and when each phone had its session back. It reports; it is not a test.
 * Build first (npm run build). HERD_PHONES (default 8), FAIL_MS (30000), OBSERVE_MS (100000), HERD_FAULT (one fault
 * by its name's start, e.g. 'HTTP'), HERD_VERBOSE (each phone's send times), CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { startPreview } from './benchPreview.mjs';
import { freePort } from './freePort.mjs';

const phones = Number(process.env.HERD_PHONES ?? 8);
const failMs = Number(process.env.FAIL_MS ?? 30_000);
const observeMs = Number(process.env.OBSERVE_MS ?? 100_000);
const REFRESH = '/auth/v2/api/refreshToken';
const { base, stop } = await startPreview(await freePort());

const control = (path, init) => fetch(`${base}/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, ...init });

async function signedInPhone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const login = await context.request.post(`${base}/api/auth/v2/api/driver/login`, { data: { phone: '13800138000', password: 'Driver@2026' } });
  const pair = (await login.json()).data;
  await context.addCookies([
    { name: 'token', value: pair.token, domain: 'localhost', path: '/' },
    { name: 'refreshToken', value: pair.refreshToken, domain: 'localhost', path: '/' },
  ]);
  const page = await context.newPage();
  const sent = [];
  page.on('request', (request) => {
    if (request.url().includes(REFRESH)) sent.push(Date.now());
  });
  await page.goto(`${base}/home`);
  await page.getByRole('heading', { name: '车主服务', level: 1 }).waitFor({ timeout: 60_000 });
  return { context, page, sent, refreshToken: pair.refreshToken, backAt: null };
}

const maxInAnyMinute = (times) => Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));

async function scenario(browser, name, fault) {
  await control('reset');
  const herd = [];
  for (let i = 0; i < phones; i += 1) herd.push(await signedInPhone(browser));
  for (const phone of herd) phone.sent.length = 0;

  await control('expire-tokens');
  await control('faults', { body: JSON.stringify({ method: 'POST', path: REFRESH, times: 1_000_000, ...fault }) });
  const start = Date.now();
  // Each phone's session is back when the app's refresh gets an answer that carries a new pair.
  for (const phone of herd) {
    phone.page.on('response', async (response) => {
      if (!response.url().includes(REFRESH) || phone.backAt) return;
      const body = await response.json().catch(() => null);
      if (body?.code === '200' || body?.code === 200) phone.backAt = Date.now() - start;
    });
  }
  await Promise.all(herd.map((phone) => phone.page.reload({ waitUntil: 'commit' }).catch(() => undefined)));
  await new Promise((r) => setTimeout(r, Math.max(0, failMs - (Date.now() - start))));
  await fetch(`${base}/__mock/faults`, { method: 'DELETE' });
  while (Date.now() - start < observeMs && herd.some((p) => !p.backAt)) await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => setTimeout(r, Math.max(0, Math.min(observeMs, 5_000))));

  const received = (await (await fetch(`${base}/__mock/calls?path=${encodeURIComponent(REFRESH)}`)).json()).data ?? [];
  const receivedList = Array.isArray(received) ? received : (received.calls ?? []);
  if (process.env.HERD_VERBOSE) for (const phone of herd) console.log(phone.sent.map((t) => ((t - start) / 1000).toFixed(1)).join(' '), phone.backAt);
  const rows = herd.map((phone) => {
    const sent = phone.sent.filter((t) => t >= start);
    return {
      sent: sent.length,
      received: receivedList.filter((c) => c.body?.refreshToken === phone.refreshToken).length,
      maxPerMinute: maxInAnyMinute(sent),
      backAtS: phone.backAt === null ? null : phone.backAt / 1000,
    };
  });
  await Promise.all(herd.map((phone) => phone.context.close()));
  const worst = Math.max(...rows.map((r) => r.maxPerMinute));
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const back = rows.map((r) => r.backAtS).filter((x) => x !== null);
  console.log(
    `${name.padEnd(22)} phones ${phones}  sent/phone ${mean(rows.map((r) => r.sent)).toFixed(1)} (max ${Math.max(...rows.map((r) => r.sent))})` +
      `  received/phone ${mean(rows.map((r) => r.received)).toFixed(1)}  max in any minute ${worst} ${worst <= 3 ? '(≤ 3)' : '(OVER 3)'}` +
      `  session back after ${back.length ? `${Math.min(...back).toFixed(1)}–${Math.max(...back).toFixed(1)} s` : 'never'} (${back.length}/${phones})`,
  );
  return rows;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
console.log(`bench:herd: refresh failing for ${failMs / 1000} s, observed up to ${observeMs / 1000} s, ${phones} phones waking together`);
try {
  const only = process.env.HERD_FAULT;
  const faults = [
    ['network error', { networkError: true }],
    ['HTTP 500', { httpStatus: 500 }],
    ['12 s delay (timeout)', { delayMs: 12_000 }],
  ];
  for (const [name, fault] of faults) if (!only || name.startsWith(only)) await scenario(browser, name, fault);
} finally {
  await browser.close();
  stop();
}
