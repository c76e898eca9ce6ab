import type { PayOrderSync } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { Facts } from '@/ui/Facts';
import styles from './PaidFees.module.css';

/**
 * How a parking payment's amount was reached, from the server's booking of the order: the whole fee, what was
 * settled before, the coupon by name, and what was paid. A driver who saw 30.00元 on the bill and paid 20.00元
 * needs the 10.00元 explained on the receipt, not only on the page before it.
 */
export function PaidFees({ sync }: { sync: PayOrderSync }) {
  return (
    <section aria-label="费用明细">
      <Facts
        rows={[
          ['停车费', formatMoney(sync.feeCents)],
          ['此前已付', sync.paidBeforeCents > 0 && formatMoney(-sync.paidBeforeCents)],
          [
            '优惠券',
            sync.coupon && (
              <>
                <span className={styles.weak}>{sync.coupon.couponName}</span> {formatMoney(-sync.coupon.discountCents)}
              </>
            ),
          ],
          ['支付金额', <strong className={styles.fee}>{formatMoney(sync.amountCents)}</strong>],
        ]}
      />
    </section>
  );
}
