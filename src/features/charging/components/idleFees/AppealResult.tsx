import { Link } from '@/ui/Link';
import type { OccupyAppealDetail, OccupyBillDetail } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import styles from './AppealResult.module.css';

/**
 * What a handled appeal found, and what it gave: an unpaid fee waived (wholly, or in part with the rest still to
 * pay) or a paid one refunded. Which of the two is read from the fee, once it is known.
 */
export function AppealResult({ appeal, fee }: { appeal: OccupyAppealDetail; fee: OccupyBillDetail | undefined }) {
  const relief = appeal.reliefCents ?? 0;
  const rest = fee?.state === 1 ? fee.dueCents : 0;
  return (
    <section className={styles.result} aria-label="处理结果">
      <h3>处理结果</h3>
      <p>{appeal.result}</p>
      {relief > 0 && fee && (
        <p>
          {fee.state === 2 ? '退款' : rest > 0 ? '已减免' : '已免除'} <strong className={styles.money}>{formatMoney(relief)}</strong>
          {rest > 0 && (
            <>
              ，剩余 <strong className={styles.money}>{formatMoney(rest)}</strong> 待支付{' '}
              <Link to={href(paths.occupyBillDetail, { occupyOrderNo: fee.occupyOrderNo })}>去支付</Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
