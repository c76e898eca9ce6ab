import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime, formatDuration } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { BillStateTag } from './BillStateTag';
import styles from '../fees/FeeDetail.module.css';

/** The amount that matters now: still to pay, paid, or the running cost while charging. */
function headline(b: ChargingBillDetail): { label: string; cents: number } {
  if (b.orderState === 2) return { label: '待支付', cents: b.dueCents };
  if (b.orderState === 3) return { label: '实付金额', cents: b.paidCents };
  // A state the app does not know yet: the bill's fee, not said to be due, paid or running.
  if (b.orderState === UNKNOWN) return { label: '状态未知', cents: b.feeCents };
  return { label: '当前费用', cents: b.feeCents };
}

/** Station, state and the amount, as the bill's head. */
export function BillSummary({ bill }: { bill: ChargingBillDetail }) {
  const h = headline(bill);
  return (
    <section className={styles.summary} aria-label="账单概要">
      <h2>{bill.stationName}</h2>
      <BillStateTag state={bill.orderState} text={bill.orderStateText} />
      <p className={styles.summaryAmount}>
        <span className={styles.weak}>{h.label}</span>
        <strong className={bill.orderState === 2 ? styles.moneyDue : undefined}>{formatMoney(h.cents)}</strong>
      </p>
    </section>
  );
}

/** Energy fee, service fee, the coupon and a reservation's fee taken off, and the total to pay or paid. */
export function FeeBreakdown({ bill }: { bill: ChargingBillDetail }) {
  const net = bill.feeCents - bill.couponCents - bill.holdCreditCents;
  const totalLabel = bill.orderState === 3 ? '实付' : bill.orderState === 2 ? '应付' : '合计';
  return (
    <section aria-label="费用明细">
      <CardList header="费用明细">
        <DetailRow label="电费">{formatMoney(bill.energyFeeCents)}</DetailRow>
        <DetailRow label="服务费">{formatMoney(bill.serviceFeeCents)}</DetailRow>
        {bill.couponCents > 0 && (
          <DetailRow label="优惠券">
            <span className={styles.discount}>-{formatMoney(bill.couponCents)}</span>
          </DetailRow>
        )}
        {bill.holdCreditCents > 0 && (
          <DetailRow label="预约费抵扣">
            <span className={styles.discount}>-{formatMoney(bill.holdCreditCents)}</span>
          </DetailRow>
        )}
        <DetailRow label={totalLabel}>
          <span className={styles.money}>{formatMoney(net)}</span>
        </DetailRow>
      </CardList>
    </section>
  );
}

/** What was charged, when, where and with which pile and gun; how it was paid once it was. */
export function ChargeInfo({ bill }: { bill: ChargingBillDetail }) {
  return (
    <section aria-label="充电信息">
      <CardList header="充电信息">
        <DetailRow label="充电量">{bill.kwh.toFixed(2)}度</DetailRow>
        <DetailRow label="开始时间">{formatDateTime(bill.startTime)}</DetailRow>
        <DetailRow label="结束时间">{bill.endTime ? formatDateTime(bill.endTime) : '充电中'}</DetailRow>
        <DetailRow label="充电时长">{formatDuration(bill.durationMinutes)}</DetailRow>
        <DetailRow label="充电站">
          {bill.stationName}
          {bill.stationAddr && <div className={styles.weak}>{bill.stationAddr}</div>}
        </DetailRow>
        <DetailRow label="充电桩">{bill.deviceName}</DetailRow>
        <DetailRow label="充电枪">{bill.gunName}</DetailRow>
        <DetailRow label="订单编号">{bill.orderNo}</DetailRow>
        {bill.payTime && <DetailRow label="支付时间">{formatDateTime(bill.payTime)}</DetailRow>}
        {bill.payChannel && <DetailRow label="支付方式">{CHANNEL_NAMES[bill.payChannel]}</DetailRow>}
      </CardList>
    </section>
  );
}
