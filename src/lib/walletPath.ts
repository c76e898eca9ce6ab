import type { MenuConfig } from '@/api/types/basic';
import { paths } from './paths';

/**
 * Where 钱包/账户充值 leads (spec §2 ACCOUNT_RECHARGE): the wallet when walletPlan is 2 and supportBalance is 1,
 * else the account balance page. The home menu and /mine both follow it.
 */
export function walletPath(config: Partial<Pick<MenuConfig, 'walletPlan' | 'supportBalance'>> | undefined): string {
  return config?.walletPlan === 2 && config.supportBalance === 1 ? paths.wallet : paths.accountBalance;
}
