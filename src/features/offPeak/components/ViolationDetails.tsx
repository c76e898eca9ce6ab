import type { DiffTimeViolation } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime, formatDuration } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { VIOLATION_TONE } from '../text';
import { Facts } from '@/ui/Facts/Facts';
import { StateTag } from './StateTag';
import '../offPeak.css';

/** A violation: what happened and when, the window it broke, the minutes, the fee and the rule that priced it. */
export function ViolationDetails({ v }: { v: DiffTimeViolation }) {
  return (
    <section className="op-card" aria-label="违规详情">
      <div className="op-line">
        <h2 className="op-title">{v.kindText}</h2>
        <StateTag text={v.stateText} tone={VIOLATION_TONE[v.state]} />
      </div>
      <p className="op-weak">{v.description}</p>
      <Facts
        rows={[
          ['停车场', v.parkName],
          ['车辆', <PlateBadge key="p" plateNo={v.plateNo} size="small" />],
          ['错时时段', v.windowText],
          ['入场时间', formatDateTime(v.enterTime)],
          ['离场时间', formatDateTime(v.leaveTime)],
          ['超出时长', formatDuration(v.minutes)],
          ['违规费用', <strong key="f" className="op-money op-money--due">{formatMoney(v.feeCents)}</strong>],
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
      <section className="op-card" aria-label="申诉">
        <h2 className="op-title">申诉</h2>
        {v.appealReason && <p>申诉理由：{v.appealReason}</p>}
        {v.state === 'appealing' && <p className="op-note op-note--info">申诉处理中，处理期间无需缴费</p>}
        {v.appealResult && <p className={v.state === 'waived' ? 'op-note op-note--success' : 'op-note'}>{v.appealResult}</p>}
      </section>
    );
  }
  if (!v.appealable) return null;
  return (
    <p className="op-note op-note--info" role="note">
      {v.appealHint}
    </p>
  );
}
