import { formatMoney } from '@/lib/format';
import { formatPlate } from '@/lib/plate';
import { formatDateTime } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import { DetailRow } from './DetailRow';
import styles from './CheckoutDetails.module.css';

const CHANNEL_NAME = { 2: '支付宝', 3: '微信支付' } as const;

export interface CheckoutOrder {
  amountCents: number;
  payChannel: 2 | 3;
  payOrderId: string;
  payTime: string | null;
  plateNo?: string | null;
  parkName?: string | null;
  /** The bill paid (a visitor's receipt names it: it is what a lot's staff look up). */
  uniqueId?: string;
}

/**
 * 支付详情 of a bill paid through a provider's checkout without an account (a partner's link, a visitor by plate): what
 * the receipt shows, the fields the server gave and none it did not.
 */
export function CheckoutDetails({ order }: { order: CheckoutOrder }) {
  return (
    <section aria-label="支付详情">
      <CardList>
        <DetailRow label="支付金额">
          <span className={styles.fee}>{formatMoney(order.amountCents)}</span>
        </DetailRow>
        {order.plateNo && <DetailRow label="车牌号码">{formatPlate(order.plateNo)}</DetailRow>}
        {order.parkName && <DetailRow label="停车场">{order.parkName}</DetailRow>}
        {order.payTime && <DetailRow label="支付时间">{formatDateTime(order.payTime)}</DetailRow>}
        <DetailRow label="支付方式">{CHANNEL_NAME[order.payChannel]}</DetailRow>
        <DetailRow label="支付单号">{order.payOrderId}</DetailRow>
        {order.uniqueId && <DetailRow label="停车订单号">{order.uniqueId}</DetailRow>}
      </CardList>
    </section>
  );
}
