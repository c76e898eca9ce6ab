import type { NoPlateStay } from '@/api/charge/noPlate.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime, formatDuration } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { useElapsed } from './useElapsed';
import styles from './NoPlateStay.module.css';

/** What the entry kept of a stay, or the server's stay: enough for the lot, the lane and the time in. */
type StayLines = Pick<NoPlateStay, 'parkName' | 'entryLaneName' | 'inTime'>;

/** The car, the entry lane and the time in (the server's): the rows every card of a stay starts with. */
function StayRows({ stay }: { stay: StayLines }) {
  return (
    <>
      <DetailRow label="车辆">无牌车</DetailRow>
      <DetailRow label="入场车道">{stay.entryLaneName}</DetailRow>
      <DetailRow label="入场时间">{formatDateTime(stay.inTime)}</DetailRow>
    </>
  );
}

/** The lot, the entry lane and the time in (the server's), as the entry page shows a stay. */
export function NoPlateEntryCard({ stay }: { stay: StayLines }) {
  return (
    <section aria-label="入场信息">
      <CardList header={stay.parkName}>
        <StayRows stay={stay} />
      </CardList>
    </section>
  );
}

/**
 * The stay at the exit: lot, entry lane, time in, the time inside (ticking while inside, counted on from the server's
 * duration, never the phone's clock) and the fee the server holds, with the lot's rule.
 */
export function NoPlateFeeCard({ stay, fetchedAt }: { stay: NoPlateStay; fetchedAt: number | undefined }) {
  const inside = stay.state === 'parking';
  const elapsed = useElapsed(stay.parkDuration, fetchedAt, inside, formatDuration(stay.parkDuration / 60));
  return (
    <section aria-label="停车信息">
      <CardList header={stay.parkName}>
        <StayRows stay={stay} />
        <DetailRow label="停车时长">
          <span aria-live="off">{elapsed}</span>
        </DetailRow>
        {inside ? (
          <DetailRow label="停车费">
            <span className={styles.fee}>{formatMoney(stay.parkFee)}</span>
          </DetailRow>
        ) : (
          <DetailRow label="已付金额">{formatMoney(stay.paidFee)}</DetailRow>
        )}
        {stay.payTime && <DetailRow label="支付时间">{formatDateTime(stay.payTime)}</DetailRow>}
      </CardList>
      {inside && <p className={styles.weak}>{stay.feeRuleDesc}</p>}
    </section>
  );
}
