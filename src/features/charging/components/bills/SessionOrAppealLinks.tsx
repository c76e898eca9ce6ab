import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { href, paths } from '@/lib/paths';
import { DisputeNotice } from '@/ui/DisputeNotice';
import { LinkButton } from '@/ui/LinkButton';
import styles from './SessionOrAppealLinks.module.css';

/**
 * Where the driver can go from a bill: the live session while charging; otherwise a complaint, or its progress once
 * one was made (one appeal per bill). An unpaid bill may be complained about before paying: while the
 * complaint is open the bill is set aside, waits for its result and holds up no new charge.
 */
export function SessionOrAppealLinks({ bill }: { bill: ChargingBillDetail }) {
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
  if (bill.appeal) {
    return (
      <div className={styles.links}>
        {bill.orderState === 2 && bill.appeal.state !== 3 && <DisputeNotice disputeId={bill.appeal.appealNo} setAside />}
        <LinkButton to={href(paths.chargingAppealDetail, { appealNo: bill.appeal.appealNo })}>
          查看申诉进度（{bill.appeal.stateText}）
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.links}>
      {bill.orderState === 2 && <p className={styles.note}>对费用有疑问可先申诉，无需先支付；处理期间这笔账单不影响开始新的充电。</p>}
      <LinkButton to={href(paths.chargingBillComplain, { orderNo: bill.orderNo })}>
        账单有疑问？去申诉
      </LinkButton>
    </div>
  );
}
