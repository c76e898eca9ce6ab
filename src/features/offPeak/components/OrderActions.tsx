import type { DiffTimeStatus } from '@/api/booking/offpeak.types';
import { href, paths } from '@/lib/paths';
import { CancelOrder, canCancelOrder } from './CancelOrder';
import { LinkButton } from '@/ui/LinkButton';
import styles from './OrderActions.module.css';

/** What the driver can do with an order: pay it, see its violations, cancel it before it begins, buy again. */
export function OrderActions({ orderNo, parkId, status, payCents, violationCount, pay }: {
  orderNo: string;
  parkId: string;
  status: DiffTimeStatus;
  payCents: number;
  violationCount: number;
  pay: string;
}) {
  return (
    <div className={styles.actions}>
      {status === 'unpaid' && (
        <LinkButton solid to={pay}>
          去支付
        </LinkButton>
      )}
      {violationCount > 0 && <LinkButton to={paths.violationRecord}>查看违规记录（{violationCount}条）</LinkButton>}
      {(status === 'used' || status === 'cancelled') && <LinkButton to={href(paths.wrongTimeShare, { parkId })}>再次购买</LinkButton>}
      {canCancelOrder(status) && <CancelOrder orderNo={orderNo} status={status} payCents={payCents} />}
    </div>
  );
}

/** While it is in force: the rule that matters most, said where the driver looks. */
export function InForceNote({ status, windowText }: { status: DiffTimeStatus; windowText: string }) {
  if (status !== 'active' && status !== 'upcoming') return null;
  return (
    <p className={`${styles.note} ${styles.noteInfo}`} role="note">
      请在错时时段（{windowText}）内进出停车场，超出时段停放将按规则收取违规费用
    </p>
  );
}
