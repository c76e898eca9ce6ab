import { Link } from '@/ui/Link';
import type { OccupyBillDetail } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { ACCRUING_TEXT, feeHeadline } from './idleFeeHeadline';
import { OccupyStateTag } from './OccupyStateTag';
import styles from '../fees/FeeDetail.module.css';

/** The head's label: the tag above it already says 待支付 or 已支付. */
function summaryLabel(fee: OccupyBillDetail): string {
  if (fee.accruing) return '当前费用';
  return { 1: '应付金额', 2: '实付金额', 3: '无需支付', unknown: '金额（状态未知）' }[fee.state];
}

/** Station, state and the amount that matters, as the fee's head. */
export function OccupySummary({ fee }: { fee: OccupyBillDetail }) {
  const h = feeHeadline(fee);
  return (
    <section className={styles.summary} aria-label="占位费概要">
      <h2>{fee.stationName}</h2>
      <OccupyStateTag fee={fee} />
      <p className={styles.summaryAmount}>
        <span className={styles.weak}>{summaryLabel(fee)}</span>
        <strong className={fee.state === 1 && !fee.accruing ? styles.moneyDue : undefined}>{formatMoney(h.cents ?? 0)}</strong>
      </p>
      {fee.accruing && <p className={styles.live}>{ACCRUING_TEXT}</p>}
    </section>
  );
}

/** What the rule makes of the minutes, before any appeal: minutes × the price, never above the cap. */
function byRule(fee: OccupyBillDetail): number {
  return Math.min(fee.capCents, fee.minutes * fee.perMinuteCents);
}

/**
 * How the fee was worked out, so the driver can check it: when the charge ended, the free minutes after it, when
 * billing began and ended, minutes × the price per minute, the cap, and what an appeal took off.
 */
export function FeeWorking({ fee }: { fee: OccupyBillDetail }) {
  const computed = byRule(fee);
  const capped = fee.minutes * fee.perMinuteCents >= fee.capCents;
  const relief = computed - fee.feeCents;
  const totalLabel = fee.accruing ? '当前费用' : fee.state === 2 ? '实付' : '应付';
  return (
    <section aria-label="计费明细">
      <CardList header="计费明细">
        <DetailRow label="充电结束">{fee.chargeEndTime ? formatDateTime(fee.chargeEndTime) : '—'}</DetailRow>
        <DetailRow label="免费占位">{fee.graceMinutes}分钟</DetailRow>
        <DetailRow label="开始计费">{formatDateTime(fee.startTime)}</DetailRow>
        <DetailRow label="结束计费">{fee.endTime ? formatDateTime(fee.endTime) : <span className={styles.live}>计费中</span>}</DetailRow>
        <DetailRow label="计费标准">
          {formatMoney(fee.perMinuteCents)}/分钟，封顶{formatMoney(fee.capCents)}
        </DetailRow>
        <DetailRow label="占位费">
          {fee.minutes}分钟 × {formatMoney(fee.perMinuteCents)}
          {capped && <div className={styles.weak}>已达封顶 {formatMoney(fee.capCents)}</div>}
        </DetailRow>
        {relief > 0 && fee.appeal && (
          <DetailRow label="申诉减免">
            <span className={styles.discount}>-{formatMoney(relief)}</span>
          </DetailRow>
        )}
        <DetailRow label={totalLabel}>
          <span className={styles.money}>{formatMoney(fee.feeCents)}</span>
        </DetailRow>
      </CardList>
    </section>
  );
}

/** Where and after which charge, when the car left, and how the fee was paid once it was. */
export function OccupyInfo({ fee }: { fee: OccupyBillDetail }) {
  return (
    <section aria-label="占位信息">
      <CardList header="占位信息">
        <DetailRow label="充电站">
          {fee.stationName}
          {fee.stationAddr && <div className={styles.weak}>{fee.stationAddr}</div>}
        </DetailRow>
        <DetailRow label="充电订单">
          <Link to={href(paths.chargeBillDetail, { orderNo: fee.orderNo })}>{fee.orderNo}</Link>
        </DetailRow>
        <DetailRow label="驶离时间">{fee.carLeftTime ? formatDateTime(fee.carLeftTime) : '尚未驶离'}</DetailRow>
        <DetailRow label="占位费单号">{fee.occupyOrderNo}</DetailRow>
        {fee.payTime && <DetailRow label="支付时间">{formatDateTime(fee.payTime)}</DetailRow>}
        {fee.payChannel && <DetailRow label="支付方式">{CHANNEL_NAMES[fee.payChannel]}</DetailRow>}
      </CardList>
    </section>
  );
}
