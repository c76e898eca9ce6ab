import { Link } from '@/ui/Link';
import type { WalletMovement } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import type { WalletArea } from '../area';
import { orderLinkOf } from './orderLink';
import styles from './MovementRow.module.css';

const STATE_CLASS: Record<WalletMovement['state'], string> = { 1: styles.state, 2: `${styles.state} ${styles.stateBusy}`, 3: `${styles.state} ${styles.stateFailed}`, unknown: styles.state };

/** One movement: what it was, when, the signed amount, its state where it is not simply done, and its order. */
export function MovementRow({ movement: m, area, walletId }: { movement: WalletMovement; area: WalletArea; walletId: string | undefined }) {
  const to = orderLinkOf(m, area, walletId);
  const numbers = m.orderNos.join('、');
  return (
    <div className={styles.row}>
      <p className={styles.line}>
        <span className={styles.title}>{m.title}</span>
        <span className={[styles.amount, m.amountCents > 0 && styles.amountIn].filter(Boolean).join(' ')}>
          {m.amountCents > 0 ? '+' : ''}
          {formatMoney(m.amountCents)}
        </span>
      </p>
      <p className={`${styles.line} ${styles.weak}`}>
        <span>
          {m.typeText} · {formatDateTime(m.time)}
        </span>
        {m.state !== 1 || m.type === 'withdrawal' ? <span className={STATE_CLASS[m.state]}>{m.stateText}</span> : null}
      </p>
      {numbers && (
        <p className={`${styles.line} ${styles.weak}`}>
          <span className={styles.order}>单号 {numbers}</span>
          {to && (
            <Link className={styles.link} to={to} aria-label={`查看订单 ${m.orderNos[0] ?? ''}`}>
              查看订单
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
