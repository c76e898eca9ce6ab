import type { BalanceInfo, DeleteCheckResult, DriverGroup, GroupWallet, Wallet } from '../../../src/api/driver/types';
import { MockFail } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import type { Db } from '../../db';
import type { WalletRecord } from '../../db/accounts';
import { DEALER_ID } from '../../db/ids';
import { revokeDriverTokens } from '../../db/tokens';
import { wireTime } from '../../core/wireTime';
import { CODE_DELETE_BLOCKED, deleteChecks, requireVerifyCode, walletBalance } from './account';
import { registerMovementRoutes } from './movements';
import { registerStatementRoutes } from './statement/routes';
import { registerTopUpRoutes } from './topUps';
import { defaultWalletOf, giftHeld, ownWallets, syncWallets, withdrawable, withdrawalState } from './walletBook';
import { registerWithdrawRoutes } from './withdrawals';

function toWallet(db: Db, w: WalletRecord): Wallet {
  return { walletId: w.walletId, walletName: w.walletName, walletType: w.walletType, balance: walletBalance(db, w), isDefault: w.isDefault, dealerId: w.dealerId };
}

function supportBalance(db: Db, dealerId: string): 0 | 1 {
  return (db.menuConfigs[dealerId] ?? db.menuConfigs[DEALER_ID])?.supportBalance ?? 1;
}

function groupWallet(db: Db, groupId: string, role: 1 | 2): GroupWallet | null {
  const w = db.groupWallets.find((x) => x.groupId === groupId);
  return w ? { walletId: w.walletId, walletName: w.walletName, balance: w.balanceCents, canTopUp: role === 1 } : null;
}

/** Balance, wallets, groups and account deletion; top-ups, withdrawals and movements in their own files. */
export function registerWalletRoutes(r: MockRouter) {
  r.get('/driver/v2/api/balanceInfo', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    syncWallets(db, now());
    const balance = ownWallets(db, d.driverId).reduce((s, w) => s + walletBalance(db, w), 0);
    const main = defaultWalletOf(db, d.driverId);
    const frozenBalance = db.walletWithdrawals
      .filter((x) => x.driverId === d.driverId && withdrawalState(x, now()).state === 1)
      .reduce((s, x) => s + x.amountCents, 0);
    const info: BalanceInfo = {
      balance, availableBalance: balance, frozenBalance, withdrawableBalance: main ? withdrawable(db, main, now()) : 0,
      giftBalance: main ? giftHeld(db, main) : 0, supportBalance: supportBalance(db, d.dealerId),
    };
    return info;
  });

  r.get('/driver/v2/api/driverGroupMembers/getMineGroups', ({ db, requireDriver }) => {
    const d = requireDriver();
    const results: DriverGroup[] = db.driverGroups.flatMap((g) => {
      const me = g.members.find((m) => m.driverId === d.driverId);
      if (!me) return [];
      return [{
        groupId: g.groupId, groupName: g.groupName, role: me.role, roleText: me.role === 1 ? '管理员' : '成员',
        memberCount: g.members.length, plateNos: [...g.plateNos], joinedAt: wireTime(me.joinedAt), wallet: groupWallet(db, g.groupId, me.role),
      }];
    });
    return { results };
  });

  r.get('/driver/v2/api/accountDeleteCheckList', ({ db, requireDriver, now }) => ({ results: deleteChecks(db, requireDriver(), now()) }));

  r.get('/driver/v2/api/accountDeleteCheckResult', ({ db, requireDriver, now }) => {
    const failed = deleteChecks(db, requireDriver(), now()).filter((c) => !c.passed);
    const result: DeleteCheckResult = { canDelete: failed.length === 0, reasons: failed.map((c) => c.desc) };
    return result;
  });

  r.get('/driver/v2/api/defaultWallet', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    syncWallets(db, now());
    const w = defaultWalletOf(db, d.driverId);
    if (!w) throw new MockFail('404', '未开通钱包');
    return toWallet(db, w);
  });

  r.get('/driver/v2/api/wallets', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    syncWallets(db, now());
    return { results: ownWallets(db, d.driverId).map((w) => toWallet(db, w)) };
  });

  /** Deletion frees the phone and openids for a new account, unbinds the plates and ends every session. */
  r.delete('/driver/v2/api/account', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    requireVerifyCode(req.input);
    const failed = deleteChecks(db, d, now()).filter((c) => !c.passed);
    if (failed.length) throw new MockFail(CODE_DELETE_BLOCKED, `暂不能注销：${failed.map((c) => c.desc).join('；')}`);
    d.deleted = true;
    d.deletedAt = now();
    d.thirdIds = [];
    db.plates = db.plates.filter((p) => p.driverId !== d.driverId);
    for (const g of db.driverGroups) g.members = g.members.filter((m) => m.driverId !== d.driverId);
    revokeDriverTokens(db, d.driverId);
    return null;
  });

  registerTopUpRoutes(r);
  registerWithdrawRoutes(r);
  registerMovementRoutes(r);
  registerStatementRoutes(r);
}
