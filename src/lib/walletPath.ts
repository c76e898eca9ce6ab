import { paths } from './paths';

/** The two fields of the menu config (basic service) that decide it; lib knows no service's types. */
interface WalletFlags {
  walletPlan: number;
  supportBalance: number;
}

/**
 * Where 钱包/账户充值 leads (spec §2 ACCOUNT_RECHARGE): the wallet when walletPlan is 2 and supportBalance is 1,
 * else the account balance page. The home menu and /mine both follow it.
 */
export function walletPath(config: Partial<WalletFlags> | undefined): string {
  return config?.walletPlan === 2 && config.supportBalance === 1 ? paths.wallet : paths.accountBalance;
}
