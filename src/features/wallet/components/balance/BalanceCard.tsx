import { Link } from '@/ui/Link';
import { formatMoney } from '@/lib/format';
import { QueryState } from '@/ui/states/States';
import { cashUrl, detailUrl } from '../area';
import styles from './BalanceCard.module.css';
import { useBalanceInfoQuery } from '@/api/driver/account';
import { figureTiming } from '@/ui/figureTiming';

/**
 * The one balance of /accountBalance: what is in it, what of it may be withdrawn (gifts never), what is on its way
 * out, and the ways to withdraw and to see every movement.
 */
export function BalanceCard() {
  const balance = useBalanceInfoQuery();
  return (
    <QueryState query={balance} loading="余额加载中" error="余额加载失败">
      {(b) => (
        <section className={styles.card} aria-labelledby="bl-title">
          <h2 className={styles.label} id="bl-title">
            账户余额
          </h2>
          <p className={styles.amount} {...figureTiming}>{formatMoney(b.balance)}</p>
          <dl className={styles.parts}>
            <div>
              <dt>可提现</dt>
              <dd>{formatMoney(b.withdrawableBalance)}</dd>
            </div>
            <div>
              <dt>赠送（不可提现）</dt>
              <dd>{formatMoney(b.giftBalance)}</dd>
            </div>
            {b.frozenBalance > 0 && (
              <div>
                <dt>提现中</dt>
                <dd>{formatMoney(b.frozenBalance)}</dd>
              </div>
            )}
          </dl>
          <div className={styles.links}>
            <Link className={styles.link} to={cashUrl('accountBalance')}>
              提现
            </Link>
            <Link className={styles.link} to={detailUrl('accountBalance')}>
              余额明细
            </Link>
          </div>
        </section>
      )}
    </QueryState>
  );
}
