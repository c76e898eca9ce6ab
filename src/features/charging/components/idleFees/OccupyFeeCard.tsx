import type { ReactNode } from 'react';
import type { OccupyBillItem } from '@/api/cps/occupy.types';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { FeeCard } from '../fees/FeeCard';
import { ACCRUING_TEXT, feeHeadline } from './idleFeeHeadline';
import { OccupyStateTag } from './OccupyStateTag';

/**
 * One idle fee, the whole card a link to its detail: station, state, when it started and for how long, the amount.
 * `note` is a last line for what the driver does next (去支付, 申诉处理中), where the list needs one.
 */
export function OccupyFeeCard({ fee, note }: { fee: OccupyBillItem; note?: ReactNode }) {
  return (
    <FeeCard
      to={href(paths.occupyBillDetail, { occupyOrderNo: fee.occupyOrderNo })}
      title={fee.stationName}
      tag={<OccupyStateTag fee={fee} />}
      detail={[`${formatDateTime(fee.startTime)} 开始计费`, `已计 ${formatDuration(fee.minutes)}`]}
      detailWeak
      lead={fee.accruing ? ACCRUING_TEXT : `单号 ${fee.occupyOrderNo}`}
      leadLive={fee.accruing}
      amount={{ ...feeHeadline(fee), due: fee.state === 1 }}
      note={note}
    />
  );
}
