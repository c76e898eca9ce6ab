import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import type { InvoiceableOrder, InvoiceIssuer } from '@/api/types/invoice-orders';
import { formatMoney } from '@/lib/format';
import { OrderLine } from './OrderLine';
import './invoices.css';

interface Props {
  issuer: InvoiceIssuer;
  orders: InvoiceableOrder[];
  totalCents: number;
  /** Back to the list with this choice, to change it. */
  changeTo: string;
}

/** What this invoice will cover: the issuer (销售方), each order, the count and the total. */
export function ChosenOrders({ issuer, orders, totalCents, changeTo }: Props) {
  return (
    <section aria-label="开票订单">
      <Card
        title={
          <div>
            <h2 className="inv-card-title">{issuer.issuerName}</h2>
            <p className="inv-weak">开票方（销售方）</p>
          </div>
        }
        extra={
          <Link className="inv-text-link" to={changeTo} replace>
            修改
          </Link>
        }
      >
                <ul className="inv-plain-list">
          {orders.map((o) => (
            <li key={`${o.kind}:${o.orderNo}`}>
              <OrderLine order={o} />
            </li>
          ))}
        </ul>
        <p className="inv-line inv-total">
          <span>共 {orders.length} 笔订单</span>
          <span>
            开票金额 <strong className="inv-money">{formatMoney(totalCents)}</strong>
          </span>
        </p>
      </Card>
    </section>
  );
}
