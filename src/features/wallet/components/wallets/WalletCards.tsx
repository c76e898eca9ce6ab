import { Link } from '@/ui/Link';
import type { Wallet } from '@/api/driver/types';
import { formatMoney } from '@/lib/format';
import { StateTag } from '@/ui/StateTag';
import { cashUrl, detailUrl } from '../area';
import styles from './WalletCards.module.css';

const USE: Record<Wallet['walletType'], string> = { 1: '停车缴费、充电均可使用', 2: '仅限充电使用', unknown: '使用范围未知' };

/**
 * The driver's own wallets, the default one marked. Each can be chosen for the top-up below (充值, which says
 * whether it is the one chosen), withdrawn from and looked into.
 */
export function WalletCards({ wallets, chosen, onChoose }: { wallets: Wallet[]; chosen: string | null; onChoose: (walletId: string) => void }) {
  return (
    <section aria-labelledby="wl-mine" className={styles.section}>
      <h2 className={styles.sectionTitle} id="wl-mine">
        我的钱包
      </h2>
      <ul className={styles.list}>
        {wallets.map((w) => {
          const on = w.walletId === chosen;
          return (
            <li key={w.walletId} className={[styles.wallet, on && styles.walletOn].filter(Boolean).join(' ')}>
              <div className={styles.walletHead}>
                <h3 className={styles.walletName}>{w.walletName}</h3>
                {w.isDefault && <StateTag tone="primary">默认</StateTag>}
              </div>
              <p className={styles.weak}>{USE[w.walletType]}</p>
              <p className={styles.balance}>
                <span className={styles.weak}>余额 </span>
                <strong>{formatMoney(w.balance)}</strong>
              </p>
              <div className={styles.actions}>
                <button type="button" className={`${styles.action} ${styles.actionMain}`} aria-pressed={on} onClick={() => onChoose(w.walletId)}>
                  {on ? '充值（已选）' : '充值'}
                </button>
                <Link className={styles.action} to={cashUrl('wallet', w.walletId)} aria-label={`${w.walletName} 提现`}>
                  提现
                </Link>
                <Link className={styles.action} to={detailUrl('wallet', { walletId: w.walletId })} aria-label={`${w.walletName} 明细`}>
                  明细
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
