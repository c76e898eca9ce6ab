import type { OccupyBillDetail } from '@/api/cps/occupy.types';
import { href, paths } from '@/lib/paths';
import { DisputeNotice } from '@/ui/DisputeNotice';
import { LinkButton } from '@/ui/LinkButton';
import { appealable, appealPending } from './rules';
import styles from './OccupyActions.module.css';

/**
 * Where the driver can go from a fee and what stands in the way: nothing but moving the car while it grows; an
 * appeal once it stopped (one per fee), or that appeal's progress.
 */
export function OccupyActions({ fee }: { fee: OccupyBillDetail }) {
  if (fee.accruing) {
    return <p className={styles.note}>车辆仍在占用充电车位，占位费按分钟累计。驶离车位后即可支付；对费用有疑问的，结算后可申诉。</p>;
  }
  if (fee.appeal) {
    return (
      <div className={styles.links}>
        {appealPending(fee) && fee.state === 1 && <DisputeNotice disputeId={fee.appeal.appealNo} setAside />}
        <LinkButton to={href(paths.occupyAppealDetail, { appealNo: fee.appeal.appealNo })}>
          查看申诉进度（{fee.appeal.stateText}）
        </LinkButton>
      </div>
    );
  }
  if (!appealable(fee)) return null;
  return (
    <div className={styles.links}>
      <p className={styles.note}>
        {fee.state === 1 ? '对费用有疑问可先申诉，处理期间无需支付，也不影响开始新的充电。' : '对费用有疑问可以申诉，核实后相应费用将原路退还。'}
      </p>
      <LinkButton to={href(paths.occupyAppeal, { occupyOrderNo: fee.occupyOrderNo })}>
        费用有疑问？去申诉
      </LinkButton>
    </div>
  );
}
