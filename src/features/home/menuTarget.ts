import type { HomeFuncEntry, MenuConfig } from '@/api/basic/types';
import type { ClientType } from '@/lib/wire';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import { walletPath } from '@/lib/walletPath';

/**
 * Where a home menu tile leads (spec section 2, "Menu entries by entryId"), as a pure function so every row of
 * the table is tested without a screen.
 *
 * - A known entryId routes inside the app, whatever its entryType.
 * - Any other entryId is an external page whose URL comes from basic getH5Url {pageId: entryId, driverId when
 *   needLogin}; the screen fetches it and opens it (http(s) or same-origin only).
 * - needLogin 1 with no signed-in driver: /login first, returning to where the tile leads (built-in tiles) or to
 *   /home (external tiles: their URL is signed per driver, so it is fetched again after sign-in).
 * - entryType 2 ("special handling", not detailed by the spec): our design is that such a tile always needs a
 *   signed-in driver — needLogin is taken as 1 — and an external one always gets the driverId.
 * - OPEN_WITHHOLD is hidden in the Alipay-type client (clientType 3).
 */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'scan' }
  | { kind: 'external'; pageId: string; withDriverId: boolean }
  | { kind: 'login'; to: string }
  | { kind: 'hidden' };

export type MenuSwitches = Pick<MenuConfig, 'bagPlan' | 'walletPlan' | 'supportBalance'>;

export interface MenuContext {
  /** Undefined while (or when) the menu config is not loaded: the defaults below apply. */
  config: Partial<MenuSwitches> | undefined;
  clientType: ClientType;
  isDriver: boolean;
}

export type MenuEntryLike = Pick<HomeFuncEntry, 'entryId' | 'entryType' | 'needLogin'>;

/** Built-in destinations by entryId; null means "not a page" (SCAN_CHARGING scans). */
function builtIn(entryId: string, config: Partial<MenuSwitches> | undefined): string | null | undefined {
  switch (entryId) {
    case 'BAG':
      return config?.bagPlan === 2 ? paths.nearbyBagRules : href(paths.map, { parkType: 'monthActive' });
    case 'DIFF_TIME':
      return paths.wrongTimeShare;
    case 'ACCOUNT_RECHARGE':
      return walletPath(config);
    case 'VEHICLE_BINDING':
      return paths.carManage;
    case 'OPEN_WITHHOLD':
      return paths.sencelessPayment;
    case 'CHARGING_STATION':
      return href(paths.map, { isFromHome: 2 });
    case 'INVOICE':
      return paths.invoiceManage;
    case 'COUPON':
      return paths.unused;
    case 'CUSTOMER_SERVICE':
      return paths.customerServiceIndex;
    case 'PARK_COLLECTION':
      return paths.collect;
    case 'BOOK':
      return href(paths.map, { parkType: 'bookActive' });
    case 'SCAN_CHARGING':
      return null;
    default:
      return undefined;
  }
}

export function isEntryVisible(entry: MenuEntryLike, ctx: Pick<MenuContext, 'clientType'>): boolean {
  return !(entry.entryId === 'OPEN_WITHHOLD' && ctx.clientType === 3);
}

export function menuTarget(entry: MenuEntryLike, ctx: MenuContext): MenuTarget {
  if (!isEntryVisible(entry, ctx)) return { kind: 'hidden' };
  const needsLogin = entry.needLogin === 1 || entry.entryType === 2;
  const dest = builtIn(entry.entryId, ctx.config);
  if (dest === undefined) {
    if (needsLogin && !ctx.isDriver) return { kind: 'login', to: loginWithRedirect(paths.home) };
    return { kind: 'external', pageId: entry.entryId, withDriverId: needsLogin };
  }
  if (needsLogin && !ctx.isDriver) return { kind: 'login', to: loginWithRedirect(dest ?? paths.home) };
  return dest === null ? { kind: 'scan' } : { kind: 'route', to: dest };
}

/** The charging flow a scanned pile code is handed to. */
export function chargingPathFor(code: string): string {
  return href(paths.chargingPage, { pileCode: code });
}
