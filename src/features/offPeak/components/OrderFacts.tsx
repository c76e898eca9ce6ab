import type { ReactNode } from 'react';
import type { DiffTimePackage, DiffTimeSubscription } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { PlateBadge, PlateBadges } from '@/ui/PlateBadge';
import { slotText, STATUS_TONE, validityText } from '../text';
import { Facts } from '@/ui/Facts';
import { StateTag } from '@/ui/StateTag';
import styles from './OrderFacts.module.css';

const REFUND_TO = { balance: '已退回余额', original: '原路退回', unknown: '未知' } as const;

type Order = DiffTimePackage | DiffTimeSubscription;

/** Money and times every off-peak order has: paid, refunded, when, why cancelled. */
function commonRows(o: Order): [string, ReactNode][] {
  return [
    ['价格', formatMoney(o.priceCents)],
    ['实付', o.payCents > 0 ? formatMoney(o.payCents) : null],
    ['退款', o.refundCents > 0 ? `${formatMoney(o.refundCents)}（${o.refundTo ? REFUND_TO[o.refundTo] : '退款中'}）` : null],
    ['下单时间', formatDateTime(o.createTime)],
    ['支付时间', formatDateTime(o.payTime)],
    ['取消时间', formatDateTime(o.cancelTime)],
    ['取消原因', o.cancelReason],
  ];
}

function Head({ o, title }: { o: Order; title: string }) {
  return (
    <>
      <div className={styles.line}>
        <h2 className={styles.title}>{title}</h2>
        <StateTag tone={STATUS_TONE[o.status]}>{o.statusText}</StateTag>
      </div>
      <p className={styles.weak}>
        {o.parkName} · {o.parkAddr}
      </p>
    </>
  );
}

/** A span of days with each date kept whole: in a narrow value column (长辈模式) it breaks at 至, never inside a date. */
function Validity({ text }: { text: string }) {
  const [from, to] = text.split(' 至 ');
  return (
    <>
      <span className={styles.date}>{from}</span> 至 <span className={styles.date}>{to}</span>
    </>
  );
}

/** A package: product, plates, validity and window, money. */
export function PackageFacts({ p }: { p: DiffTimePackage }) {
  return (
    <section className={styles.card} aria-label="错时包月">
      <Head o={p} title={p.productName} />
      <Facts
        spaced
        rows={[
          ['车辆', <PlateBadges key="p" plates={p.plateNos} className={styles.plates} />],
          ['有效期', <Validity key="v" text={validityText(p.startTime, p.endTime)} />],
          ['可停时段', p.windowText],
          ...commonRows(p),
          ['订单编号', p.packageNo],
        ]}
      />
    </section>
  );
}

/** A subscription: the plate, the window on its date, money. */
export function SubscriptionFacts({ s }: { s: DiffTimeSubscription }) {
  return (
    <section className={styles.card} aria-label="错时预约">
      <Head o={s} title={`错时预约 ${s.date}`} />
      <Facts
        spaced
        rows={[
          ['车辆', <PlateBadge key="p" plateNo={s.plateNo} size="small" />],
          ['可停时段', slotText(s.startTime, s.endTime)],
          ...commonRows(s),
          ['订单编号', s.subscribeNo],
        ]}
      />
    </section>
  );
}
