import { screen, waitFor, within } from '@testing-library/react';
import { driverTileTarget, offerTileTargets } from '@/app/earlyTiles';
import { forgetEarly } from '@/app/earlyAnswerStore';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { openHome, setMenuConfig } from '../features/home/homeKit';

/**
 * Where a tile of the prerendered home leads a signed-in driver before the app has come (app/earlyTiles, run by
 * src/page/earlyHome.ts), and the record the app keeps of its own menu for the next start (FuncMenu/tileTargets): both must
 * say what the app's own tile says, and the early config read must be the one the app then takes.
 */
afterEach(() => {
  forgetEarly();
  delete window.__tileTarget;
  localStorage.clear();
});

const WALLET = { walletPlan: 2, supportBalance: 1, bagPlan: 1 };

test("a driver's tile leads where the app's own tile does under the config: the wallet or the balance, the pass page", () => {
  expect(driverTileTarget('ACCOUNT_RECHARGE', WALLET, 2)).toBe('/wallet');
  expect(driverTileTarget('ACCOUNT_RECHARGE', { ...WALLET, supportBalance: 0 }, 2)).toBe('/accountBalance');
  expect(driverTileTarget('BAG', { ...WALLET, bagPlan: 2 }, 2)).toBe('/nearbyBagRules');
  expect(driverTileTarget('COUPON', WALLET, 2)).toBe('/unused');
});

test('a tile that is no page (a scan, an external page, hidden in Alipay) or a config that does not say plainly is left to the app', () => {
  expect(driverTileTarget('SCAN_CHARGING', WALLET, 2)).toBeNull();
  expect(driverTileTarget('VIOLATION_QUERY', WALLET, 2)).toBeNull();
  expect(driverTileTarget('OPEN_WITHHOLD', WALLET, 3)).toBeNull();
  expect(driverTileTarget('ACCOUNT_RECHARGE', { ...WALLET, walletPlan: '2' }, 2)).toBeNull();
  expect(driverTileTarget('ACCOUNT_RECHARGE', null, 2)).toBeNull();
});

test("the early script's config read is the app's: the home takes it, and the server is asked once", async () => {
  signInAs('A');
  offerTileTargets();
  await expect(window.__tileTarget?.('ACCOUNT_RECHARGE')).resolves.toBe('/wallet');
  const view = await openHome();
  const menu = await screen.findByRole('region', { name: '功能菜单' });
  await waitFor(() => expect(within(menu).getByRole('link', { name: '账户充值' })).toHaveAttribute('href', '/wallet'));
  expect(backend.calls.list('/basic/v2/api/menuConfigs', 'GET')).toHaveLength(1);
  view.unmount();
});

test('a visitor sends nothing and offers nothing: their tiles lead where the prerender drew them', () => {
  offerTileTargets();
  expect(window.__tileTarget).toBeUndefined();
  expect(backend.calls.list()).toEqual([]);
});

const recorded = () => JSON.parse(localStorage.getItem('homeTaps') ?? 'null') as { driver: boolean; tiles: Record<string, [string, string | null]> } | null;

test("the app keeps where each tile led this reader once the server's menu and config are in", async () => {
  setMenuConfig({ walletPlan: 1 });
  const visitor = await openHome();
  await waitFor(() => expect(recorded()?.tiles.ACCOUNT_RECHARGE).toEqual(['账户充值', '/login?redirect=%2FaccountBalance']));
  expect(recorded()?.driver).toBe(false);
  visitor.unmount();

  const driver = await openHome({ as: 'A' });
  await waitFor(() => expect(recorded()?.driver).toBe(true));
  const { tiles } = recorded()!;
  const menu = await screen.findByRole('region', { name: '功能菜单' });
  // Each of the app's own links, as drawn for driver A; the scan tile is a button there, kept as no page.
  for (const link of within(menu).getAllByRole('link')) {
    const key = link.getAttribute('data-tap-key') ?? '';
    // The words a reader is given: the icon's glyph is hidden from them.
    const words = link.querySelector('span:last-child')?.textContent;
    expect([key, tiles[key]]).toEqual([key, [words, link.getAttribute('href')]]);
  }
  expect(tiles.SCAN_CHARGING).toEqual(['扫码充电', null]);
  driver.unmount();
});
