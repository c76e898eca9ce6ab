import type { PayChannel } from '@/lib/wire';
import type { BagPayRecord } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/time';
import { StateTag } from '@/ui/StateTag';
import { lastDayBefore } from '../passText';
import { PassPlateBadges } from './PassPlateBadges';
import styles from './PayRecordItem.module.css';

const CHANNEL: Record<PayChannel, string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

/** One payment for a pass: 新办 or 续费, where and for what, how long it bought, the amount and how it was paid. */
export function PayRecordItem({ r }: { r: BagPayRecord }) {
  return (
    <article className={styles.item} aria-label={`${r.kindText} ${r.parkName} ${formatMoney(r.amountCents)}`}>
      <span className={styles.line}>
        <span className={styles.title}>
          {r.kindText} · {r.parkName}
        </span>
        <span className={styles.money}>{formatMoney(r.amountCents)}</span>
      </span>
      <span className={styles.line}>
        <span className={styles.weak}>
          {r.ruleName} · {r.periods}期
        </span>
        {r.state === 2 ? (
          <StateTag>{r.stateText}</StateTag>
        ) : (
          <span className={styles.weak}>{CHANNEL[r.payChannel]}</span>
        )}
      </span>
      <PassPlateBadges plates={r.plates} />
      {r.validFrom && r.validTo && (
        <span className={styles.weak}>
          有效期 {formatDate(r.validFrom)} 至 {lastDayBefore(r.validTo)}
        </span>
      )}
      <span className={styles.weak}>支付时间 {formatDateTime(r.payTime)}</span>
    </article>
  );
}
