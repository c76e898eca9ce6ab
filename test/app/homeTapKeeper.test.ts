import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * index.html's tap keeper (src/page/homeTapKeeper.js), run as the page runs it: after #root, with the prerendered home in
 * the <template> before it. A tap before the app has come opens the tapped tile's page at once where the keeper knows
 * where it leads this reader, and is kept for the app everywhere else.
 */
const SOURCE = readFileSync(path.resolve(__dirname, '../../src/page/homeTapKeeper.js'), 'utf8');

interface KeeperWindow {
  __earlyTap?: (() => { element: Element; asTapped: Element } | null) | null;
  __earlyPages?: { stop: () => void } | null;
  __tileTarget?: (key: string) => Promise<string | null>;
  __routeFiles?: (route: string) => void;
  __pageReads?: (path: string) => void;
}
const win = window as unknown as KeeperWindow;

const tile = (key: string, name: string, href: string) =>
  `<a data-tap-key="${key}" href="${href}"><svg aria-hidden="true"><text>${name[0]}</text></svg><span>${name}</span></a>`;
const HOME = `<main data-prerendered><h1 data-page-heading>首页</h1><section aria-label="功能菜单">${tile('ACCOUNT_RECHARGE', '账户充值', '/login?redirect=%2FaccountBalance')}${tile('CUSTOMER_SERVICE', '客服中心', '/customerService/index')}${tile('SCAN_CHARGING', '扫码充电', '/login?redirect=%2Fhome')}<button type="button">查询</button></section></main>`;

/** The page as index.html has it at /home, the keeper run on it. */
function openHome({ driver = false } = {}) {
  history.replaceState(null, '', '/home');
  document.title = '首页';
  document.documentElement.className = driver ? 'app-driver' : '';
  document.body.innerHTML = `<template id="home-prerendered">${HOME}</template><div id="root"></div>`;
  new Function(SOURCE)(); // index.html's inline script, as the page runs it
}

const root = () => document.getElementById('root') as HTMLElement;
const heading = () => root().querySelector('[data-page-heading]')?.textContent;
const tap = (name: string) => (([...root().querySelectorAll('a, button')].find((el) => el.textContent?.includes(name)) as HTMLElement).click());
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The early script's answer, held until the test gives it. */
function heldTileTarget(): (to: string) => void {
  let answer: (to: string) => void = () => {};
  win.__tileTarget = () => new Promise((resolve) => (answer = resolve));
  return (to) => answer(to);
}
const record = (driver: boolean, tiles: Record<string, [string, string | null]>) => localStorage.setItem('homeTaps', JSON.stringify({ driver, tiles }));

afterEach(() => {
  win.__earlyTap?.();
  delete win.__tileTarget;
  delete win.__routeFiles;
  delete win.__pageReads;
  localStorage.clear();
  document.documentElement.className = '';
});

test('a visitor on a first visit: the tile opens its page at once, the address and the frame with its title', () => {
  openHome();
  win.__routeFiles = jest.fn();
  tap('账户充值');
  expect(location.pathname + location.search).toBe('/login?redirect=%2FaccountBalance');
  expect(heading()).toBe('登录');
  expect(root().querySelector('[data-early-page] [role="status"]')?.textContent).toBe('正在打开…');
  expect(root().querySelector('main[data-prerendered]')).toBeNull();
  expect(document.activeElement).toBe(root().querySelector('h1'));
  expect(win.__routeFiles).toHaveBeenCalledWith('/login');
});

test("返回 on the frame before the app has come puts the home back as it was, and the tap is forgotten", async () => {
  openHome();
  tap('客服中心');
  expect(heading()).toBe('客服中心');
  (root().querySelector('[data-early-back]') as HTMLElement).click();
  await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  expect(location.pathname).toBe('/home');
  expect(root().querySelector('main[data-prerendered]')).not.toBeNull();
  expect(document.querySelector('[data-early-tap]')).toBeNull();
  expect(document.documentElement.classList.contains('early-tap')).toBe(false);
  expect(document.title).toBe('首页');
  expect(win.__earlyTap?.()).toBeNull();
});

test("a returning phone: the tile opens where the app last led this kind of reader (a driver's 账户充值 to the wallet)", () => {
  record(true, { ACCOUNT_RECHARGE: ['账户充值', '/wallet'] });
  openHome({ driver: true });
  tap('账户充值');
  expect(location.pathname).toBe('/wallet');
  expect(heading()).toBe('账户充值');
});

test('a tile the record does not have, has under other words, or holds as no page is left to the app', () => {
  record(false, { ACCOUNT_RECHARGE: ['钱包', '/login?redirect=%2Fwallet'], SCAN_CHARGING: ['扫码充电', null] });
  for (const name of ['账户充值', '客服中心', '扫码充电']) {
    openHome();
    tap(name);
    expect(location.pathname).toBe('/home');
    expect(root().querySelector('[data-early-page]')).toBeNull();
    const kept = win.__earlyTap?.();
    expect(kept?.asTapped.textContent).toContain(name);
  }
});

test("a driver's tapped page has its code and its data asked for as it opens, with the address it opens", async () => {
  openHome({ driver: true });
  win.__routeFiles = jest.fn();
  win.__pageReads = jest.fn();
  win.__tileTarget = () => Promise.resolve('/wallet?walletId=W4002');
  tap('账户充值');
  expect(win.__pageReads).not.toHaveBeenCalled();
  await settle();
  expect(win.__routeFiles).toHaveBeenCalledWith('/wallet');
  expect(win.__pageReads).toHaveBeenCalledWith('/wallet?walletId=W4002');
});

test("a tile left to the app sends no reads: the app's page asks for its own", () => {
  record(true, { SCAN_CHARGING: ['扫码充电', null] });
  openHome({ driver: true });
  win.__pageReads = jest.fn();
  tap('扫码充电');
  expect(location.pathname).toBe('/home');
  expect(win.__pageReads).not.toHaveBeenCalled();
});

test("another reader's record is not used: a driver's tile with only a visitor's record asks the early script", async () => {
  record(false, { ACCOUNT_RECHARGE: ['账户充值', '/login?redirect=%2FaccountBalance'] });
  openHome({ driver: true });
  win.__tileTarget = jest.fn(() => Promise.resolve('/wallet'));
  tap('账户充值');
  expect(location.pathname).toBe('/home');
  await settle();
  expect(win.__tileTarget).toHaveBeenCalledWith('ACCOUNT_RECHARGE');
  expect(location.pathname).toBe('/wallet');
});

test("a driver's tile with nothing to say where it leads (no record, no early script, or no answer) waits for the app", async () => {
  openHome({ driver: true });
  tap('账户充值');
  win.__tileTarget = () => Promise.resolve(null);
  tap('客服中心');
  await settle();
  expect(location.pathname).toBe('/home');
  expect(win.__earlyTap?.()?.asTapped.textContent).toContain('客服中心');
});

test("once the app's router is about to read the address, an answer that comes late opens nothing: the tap is the app's", async () => {
  openHome({ driver: true });
  const answer = heldTileTarget();
  tap('账户充值');
  win.__earlyPages?.stop();
  answer('/wallet');
  await settle();
  expect(location.pathname).toBe('/home');
  tap('客服中心');
  expect(location.pathname).toBe('/home');
  expect(win.__earlyTap?.()?.asTapped.textContent).toContain('客服中心');
});

test('a later tap wins: an answer for the tile tapped before it opens nothing', async () => {
  openHome({ driver: true });
  const answer = heldTileTarget();
  tap('账户充值');
  tap('查询');
  answer('/wallet');
  await settle();
  expect(location.pathname).toBe('/home');
  expect(win.__earlyTap?.()?.asTapped.textContent).toBe('查询');
});

test("a button is kept for the app; a driver's sign-in link without a key opens where it returns to", () => {
  openHome({ driver: true });
  const link = document.createElement('a');
  link.href = '/login?redirect=%2FcarManage';
  link.textContent = '添加车辆';
  root().querySelector('main')?.append(link);
  tap('查询');
  expect(location.pathname).toBe('/home');
  link.click();
  expect(location.pathname).toBe('/carManage');
});

test('the app takes the kept tap once, and the keeper stops: later taps are the page’s own', () => {
  openHome();
  win.__earlyPages?.stop();
  tap('查询');
  const kept = win.__earlyTap?.();
  expect(kept?.element.textContent).toBe('查询');
  expect(win.__earlyTap).toBeNull();
  expect(win.__earlyPages).toBeNull();
  const own = jest.fn();
  root().querySelector('button')?.addEventListener('click', own);
  tap('查询');
  expect(own).toHaveBeenCalled();
});

test('anywhere but the home the prerendered markup is dropped unseen and nothing is kept', () => {
  history.replaceState(null, '', '/payPage');
  delete win.__earlyTap;
  document.body.innerHTML = `<template id="home-prerendered">${HOME}</template><div id="root"></div>`;
  new Function(SOURCE)(); // index.html's inline script, as the page runs it
  expect(document.getElementById('home-prerendered')).toBeNull();
  expect(root().childElementCount).toBe(0);
  expect(win.__earlyTap).toBeUndefined();
});
