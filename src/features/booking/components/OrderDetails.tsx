import type { BookOrder } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { lengthText, ORDER_TONE, periodText } from '../text';
import { Facts } from '@/ui/Facts';
import { StateTag } from '@/ui/StateTag';
import styles from './OrderDetails.module.css';

const REFUND_TO = { balance: '已退回余额', original: '原路退回', unknown: '未知' } as const;

/** A booking: the lot, state, plate, space, when, how long, what it cost and what came back. */
export function OrderDetails({ order }: { order: BookOrder }) {
  return (
    <section className={styles.card} aria-label="预约详情">
      <div className={styles.line}>
        <h2 className={styles.title}>{order.parkName}</h2>
        <StateTag tone={ORDER_TONE[order.state]}>{order.stateText}</StateTag>
      </div>
      <p className={styles.weak}>{order.parkAddr}</p>
      <Facts
        spaced
        rows={[
          ['车辆', <PlateBadge key="p" plateNo={order.plateNo} size="small" />],
          ['车位', `${order.berthNo}（${order.berthTypeName}）`],
          ['预约时段', periodText(order.startTime, order.endTime)],
          ['预约时长', lengthText(order)],
          ['最晚入场', order.state === 0 || order.state === 1 ? formatDateTime(order.arriveDeadline) : null],
          ['入场时间', formatDateTime(order.arriveTime)],
          ['离场时间', formatDateTime(order.leaveTime)],
          ['预约费用', formatMoney(order.priceCents)],
          ['实付金额', order.payCents > 0 ? formatMoney(order.payCents) : null],
          ['取消费', order.cancelFeeCents > 0 ? formatMoney(order.cancelFeeCents) : null],
          ['退款', order.refundCents > 0 ? `${formatMoney(order.refundCents)}（${order.refundTo ? REFUND_TO[order.refundTo] : '退款中'}）` : null],
          ['下单时间', formatDateTime(order.createTime)],
          ['支付时间', formatDateTime(order.payTime)],
          ['取消时间', formatDateTime(order.cancelTime)],
          ['订单编号', order.bookOrderId],
        ]}
      />
    </section>
  );
}

/** Why a booking was cancelled or lapsed, in the words the server gave. */
export function OrderReason({ order }: { order: BookOrder }) {
  if (order.state === 5) {
    return (
      <p className={`${styles.note} ${styles.noteDanger}`} role="note">
        <strong>预约已过期：</strong>
        {order.reason ?? '未在预约时间内入场，预约已失效'}
      </p>
    );
  }
  if (order.state === 4) {
    return (
      <p className={styles.note} role="note">
        <strong>取消原因：</strong>
        {order.reason ?? '预约已取消'}
      </p>
    );
  }
  if (order.state === 0 && order.payDeadline) {
    return (
      <p className={styles.note} role="status">
        请在{formatDateTime(order.payDeadline)}前完成支付，逾期预约将自动取消
      </p>
    );
  }
  return null;
}

/** Staying past the booked end: the minutes, why this fee, whether it is still growing, paid or due. */
export function OverstayCard({ order }: { order: BookOrder }) {
  const o = order.overstay;
  if (!o) return null;
  const state = o.paid ? `已支付（${formatDateTime(o.payTime)}）` : o.final ? '待支付' : '计费中，驶离后可支付';
  return (
    <section className={styles.card} aria-label="超时费用">
      <div className={styles.line}>
        <h2 className={styles.title}>超时停车费</h2>
        <span className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(o.feeCents)}</span>
      </div>
      <p className={styles.weak}>{o.reason}</p>
      <p className={o.paid ? styles.good : styles.warn}>{state}</p>
    </section>
  );
}
