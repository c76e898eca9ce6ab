import { href, paths, withQuery } from '@/lib/paths';

/**
 * The two faces of the wallet: one balance (/accountBalance…) or several wallets (/wallet…), as the menu's
 * walletPlan decides (lib/walletPath). Each page knows its area, so its links stay on the same face.
 */
export type WalletArea = 'accountBalance' | 'wallet';

interface AreaPaths {
  home: string;
  cash: string;
  detail: string;
  result: typeof paths.accountBalanceReslut | typeof paths.walletReslut;
}

export const AREA: Record<WalletArea, AreaPaths> = {
  accountBalance: { home: paths.accountBalance, cash: paths.accountBalanceCash, detail: paths.accountBalanceDetail, result: paths.accountBalanceReslut },
  wallet: { home: paths.wallet, cash: paths.walletCash, detail: paths.walletDetail, result: paths.walletReslut },
};

export function homeUrl(area: WalletArea, walletId?: string): string {
  return withQuery(AREA[area].home, { walletId });
}

export function cashUrl(area: WalletArea, walletId?: string): string {
  return withQuery(AREA[area].cash, { walletId });
}

export function detailUrl(area: WalletArea, query: { walletId?: string; type?: string; month?: string } = {}): string {
  return withQuery(AREA[area].detail, query);
}

/** A top-up's result: by the pay order (the saga and the cashier land so) or by its number (from the detail). */
export function topUpResultUrl(area: WalletArea, id: { payOrderId?: string; topUpNo?: string }, walletId?: string): string {
  if (id.payOrderId) return href(AREA[area].result, { payOrderId: id.payOrderId, walletId });
  return withQuery(AREA[area].result, { topUpNo: id.topUpNo, walletId });
}

/** A withdrawal's result, which is also its detail: state, amounts, where it goes and when. */
export function withdrawalResultUrl(area: WalletArea, withdrawNo: string, walletId?: string): string {
  return withQuery(AREA[area].result, { withdrawNo, walletId });
}
