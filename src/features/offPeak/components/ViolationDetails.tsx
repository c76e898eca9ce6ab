import type { DiffTimeViolation } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime, formatDuration } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { VIOLATION_TONE } from '../text';
import { Facts } from '@/ui/Facts';
import { StateTag } from '@/ui/StateTag';
import styles from './ViolationDetails.module.css';

/** A violation: what happened and when, the window it broke, the minutes, the fee and the rule that priced it. */
export function ViolationDetails({ v }: { v: DiffTimeViolation }) {
  return (
    <section className={styles.card} aria-label="违规详情">
      <div className={styles.line}>
        <h2 className={styles.title}>{v.kindText}</h2>
        <StateTag tone={VIOLATION_TONE[v.state]}>{v.stateText}</StateTag>
      </div>
      <p className={styles.weak}>{v.description}</p>
      <Facts
        spaced
        rows={[
          ['停车场', v.parkName],
          ['车辆', <PlateBadge key="p" plateNo={v.plateNo} size="small" />],
          ['错时时段', v.windowText],
          ['入场时间', formatDateTime(v.enterTime)],
          ['离场时间', formatDateTime(v.leaveTime)],
          ['超出时长', formatDuration(v.minutes)],
          ['违规费用', <strong key="f" className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(v.feeCents)}</strong>],
          ['计费规则', v.feeRuleText],
          ['缴费时间', formatDateTime(v.payTime)],
          ['所属订单', v.orderNo],
          ['记录编号', v.violationNo],
        ]}
      />
    </section>
  );
}

/** The appeal: how to make one (and by when), or what was said and how it was settled. */
export function AppealState({ v }: { v: DiffTimeViolation }) {
  if (v.appealReason || v.appealResult) {
    return (
      <section className={styles.card} aria-label="申诉">
        <h2 className={styles.title}>申诉</h2>
        {v.appealReason && <p>申诉理由：{v.appealReason}</p>}
        {v.state === 'appealing' && <p className={`${styles.note} ${styles.noteInfo}`}>申诉处理中，处理期间无需缴费</p>}
        {v.appealResult && <p className={v.state === 'waived' ? `${styles.note} ${styles.noteSuccess}` : styles.note}>{v.appealResult}</p>}
      </section>
    );
  }
  if (!v.appealable) return null;
  return (
    <p className={`${styles.note} ${styles.noteInfo}`} role="note">
      {v.appealHint}
    </p>
  );
}
