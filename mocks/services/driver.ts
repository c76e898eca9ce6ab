import type { MockRouter } from '../core/router';
import { registerProfileRoutes } from './driver/profile';
import { registerWalletRoutes } from './driver/wallet';
import { registerRewardRoutes } from './driver/rewards';
import { registerMemberRoutes } from './driver/members';
import { registerFamilyRoutes } from './driver/family';
import { registerDisputes } from './disputes/routes';
import { registerConsents } from './driver/consents';
import { registerPersonalDataRoutes } from './driver/personalData/routes';

/** The driver service of the mock backend: account and profile, balance and wallets, deletion. */
export function registerDriver(r: MockRouter) {
  registerProfileRoutes(r);
  registerWalletRoutes(r);
  registerRewardRoutes(r);
  registerMemberRoutes(r);
  registerFamilyRoutes(r);
  registerDisputes(r);
  registerConsents(r);
  registerPersonalDataRoutes(r);
}
