import { Link } from '@/ui/Link';
import type { DriverGroup, GroupWallet } from '@/api/driver/types';
import { formatMoney } from '@/lib/format';
import { LoadFailed } from '@/ui/states/States';
import { detailUrl } from '../area';
import styles from './GroupWallets.module.css';
import { useMineGroupsQuery } from '@/api/driver/account';

type WithWallet = DriverGroup & { wallet: GroupWallet };

/**
 * The wallets of the fleets the driver belongs to: the group's plates pay from them. Only the fleet's administrator
 * moves money in (not from here) and nobody withdraws, so a member sees the balance and its movements.
 */
export function GroupWallets() {
  const groups = useMineGroupsQuery();
  if (groups.isError) return <LoadFailed text="车队钱包加载失败" onRetry={() => void groups.refetch()} busy={groups.isFetching} error={groups.error} />;
  const withWallet = (groups.data?.results ?? []).filter((g): g is WithWallet => g.wallet !== null);
  if (withWallet.length === 0) return null;
  return (
    <section aria-labelledby="wl-groups" className={styles.section}>
      <h2 className={styles.sectionTitle} id="wl-groups">
        车队钱包
      </h2>
      <ul className={styles.list}>
        {withWallet.map((g) => (
          <li key={g.wallet.walletId} className={styles.wallet}>
            <div className={styles.walletHead}>
              <h3 className={styles.walletName}>{g.wallet.walletName}</h3>
            </div>
            <p className={styles.weak}>
              {g.groupName} · {g.roleText} · {g.memberCount}人
            </p>
            {g.plateNos.length > 0 && <p className={styles.weak}>车队车辆：{g.plateNos.join('、')}</p>}
            <p className={styles.balance}>
              <span className={styles.weak}>余额 </span>
              <strong>{formatMoney(g.wallet.balance)}</strong>
            </p>
            <p className={styles.weak}>{g.wallet.canTopUp ? '车队钱包请在车队管理后台充值' : '车队钱包由车队管理员充值，车队车辆停车、充电时使用'}</p>
            <div className={styles.actions}>
              <Link className={styles.action} to={detailUrl('wallet', { walletId: g.wallet.walletId })} aria-label={`${g.wallet.walletName} 明细`}>
                明细
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
