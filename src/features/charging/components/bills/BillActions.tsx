import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { href, paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import styles from './BillActions.module.css';

/**
 * Where the driver can go from a bill: the live session while charging; for a paid bill, a complaint, or its
 * progress once one was made (one appeal per bill). An unpaid bill is paid first: the refund goes back that way.
 */
export function BillActions({ bill }: { bill: ChargingBillDetail }) {
  if (bill.orderState === 1) {
    return (
      <div className={styles.links}>
        <p className={styles.note}>充电进行中，结束充电后生成账单。</p>
        <LinkButton to={href(paths.chargingResults, { orderNo: bill.orderNo })}>
          查看充电进度
        </LinkButton>
      </div>
    );
  }
  if (bill.orderState === 2) return <p className={styles.note}>如对费用有疑问，可在支付后申诉，核实后原路退款。</p>;
  return (
    <div className={styles.links}>
      {bill.appeal ? (
        <LinkButton to={href(paths.chargingAppealDetail, { appealNo: bill.appeal.appealNo })}>
          查看申诉进度（{bill.appeal.stateText}）
        </LinkButton>
      ) : (
        <LinkButton to={href(paths.chargingBillComplain, { orderNo: bill.orderNo })}>
          账单有疑问？去申诉
        </LinkButton>
      )}
    </div>
  );
}
