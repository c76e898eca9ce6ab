import { useId } from 'react';
import { useBillCoverageQuery } from '@/api/charge/coverage';
import type { DuplicateRefund } from '@/api/charge/coverage.types';
import { FRESH } from '@/api/fresh';
import { formatYuan } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import styles from './DuplicateRefunds.module.css';

/** '重复扣款 12.00元（无感支付（微信））· 已自动退回' */
export function refundLine(r: DuplicateRefund): string {
  return `重复扣款 ${formatYuan(r.amountCents)}元（${r.channelText}）· ${r.stateText}`;
}

/**
 * The second payments of a bill the server gave back by itself: a withholding or ETC deduction after the
 * driver had paid by scan, or a payment that settled after another channel paid. Asked again whenever the bill is
 * opened or the page comes back into focus, so a deduction made at the exit since shows without a reload.
 */
export function DuplicateRefunds({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const headingId = useId();
  const q = useBillCoverageQuery({ uniqueId, parkId }, FRESH);
  const refunds = q.data?.duplicateRefunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className={styles.refunds} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        重复扣款退回
      </h2>
      <ul className={styles.list}>
        {refunds.map((r) => (
          <li key={r.refundId} className={styles.item}>
            <p className={styles.line}>{refundLine(r)}</p>
            <p className={styles.weak}>{r.reason}</p>
            <p className={styles.weak}>
              扣款时间 {formatDateTime(r.paidAt)}
              {r.refundedAt ? ` · 退回时间 ${formatDateTime(r.refundedAt)}` : ' · 正在原路退回'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
