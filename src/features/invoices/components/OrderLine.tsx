import type { InvoiceCoveredOrder } from '@/api/invoice/records.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import './invoices.css';

/** One order as invoices show it: what it was (停车费 at a lot, 充电费 at a station…), when, its number and amount. */
export function OrderLine({ order }: { order: InvoiceCoveredOrder }) {
  return (
    <span className="inv-order">
      <span className="inv-line">
        <span className="inv-order-title">
          <span className="inv-kind">{order.kindText}</span>
          {order.title}
        </span>
        <span className="inv-money">{formatMoney(order.amountCents)}</span>
      </span>
      {order.subTitle && <span className="inv-line inv-weak">{order.subTitle}</span>}
      <span className="inv-line inv-weak">
        <span>{order.time ? `${formatDateTime(order.time)} 支付` : ''}</span>
        <span>订单号 {order.orderNo}</span>
      </span>
    </span>
  );
}
