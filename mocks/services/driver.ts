import type { MockRouter } from '../core/router';
import { registerProfileRoutes } from './driver/profile';
import { registerWalletRoutes } from './driver/wallet';

/** The driver service of the mock backend: account and profile, balance and wallets, deletion. */
export function registerDriver(r: MockRouter) {
  registerProfileRoutes(r);
  registerWalletRoutes(r);
}
