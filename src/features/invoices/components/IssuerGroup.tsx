import { Button } from 'antd-mobile';
import type { InvoiceableGroup, InvoiceableOrder } from '@/api/invoice/orders.types';
import { formatMoney } from '@/lib/format';
import { CheckField } from '@/ui/form';
import { OrderLine } from './OrderLine';
import { refKey } from './selection';
import styles from './IssuerGroup.module.css';

interface Props {
  group: InvoiceableGroup;
  /** The group's orders shown now (the kind filter may hide some). */
  orders: InvoiceableOrder[];
  chosen: ReadonlySet<string>;
  onToggle: (orders: InvoiceableOrder[], on: boolean) => void;
}

/** One issuer's invoiceable orders (what is chosen of them makes one invoice): 全选, a checkbox per order, the total. */
export function IssuerGroup({ group, orders, chosen, onToggle }: Props) {
  const headingId = `inv-issuer-${group.issuerId}`;
  const all = orders.length > 0 && orders.every((o) => chosen.has(refKey(o)));
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <header className={styles.groupHead}>
        <div className={styles.groupName}>
          <h2 id={headingId} className={styles.cardTitle}>
            {group.issuerName}
          </h2>
          <p className={styles.weak}>
            开票方 · {group.orders.length}笔可开 · 共{formatMoney(group.totalCents)}
          </p>
        </div>
        <Button className={styles.all} size="small" shape="rounded" fill="outline" color="primary" onClick={() => onToggle(orders, !all)}>
          {all ? '取消全选' : '全选'}
          <span className="sr-only">{group.issuerName}的订单</span>
        </Button>
      </header>
      <ul className={`${styles.plainList} ${styles.groupOrders}`}>
        {orders.map((o) => (
          <li key={refKey(o)}>
            <CheckField row id={`inv-order-${o.kind}-${o.orderNo}`} checked={chosen.has(refKey(o))} onChange={(on) => onToggle([o], on)}>
              <OrderLine order={o} />
            </CheckField>
          </li>
        ))}
      </ul>
    </section>
  );
}
