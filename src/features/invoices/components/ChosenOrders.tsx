import { Card } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { formatMoney } from '@/lib/format';
import { OrderLine } from './OrderLine';
import { PartStatus } from './PartStatus';
import { partKey, splitText, type InvoicePart } from './selection';
import type { PartOutcome } from './useSplitRequests';
import styles from './ChosenOrders.module.css';

interface Props {
  parts: InvoicePart[];
  /** Back to the list with this choice, to change it. */
  changeTo: string;
  /** What became of each part once submitted. */
  outcomeOf: (part: InvoicePart) => PartOutcome | undefined;
}

/**
 * What will be issued, before it is: how many invoices the choice makes, then per invoice the issuer (销售方),
 * each order, the count and the total, and once submitted, whether it was asked for.
 */
export function ChosenOrders({ parts, changeTo, outcomeOf }: Props) {
  return (
    <section className={styles.stack} aria-label="开票订单">
      <p className={styles.line}>
        <strong className={styles.sectionTitle}>{splitText(parts)}</strong>
        <Link className={styles.textLink} to={changeTo} replace>
          修改
        </Link>
      </p>
      {parts.map((part) => (
        <Card
          key={partKey(part)}
          title={
            <div>
              <h2 className={styles.cardTitle}>{part.issuer.issuerName}</h2>
              <p className={styles.weak}>开票方（销售方）</p>
            </div>
          }
        >
          <ul className={styles.plainList}>
            {part.orders.map((o) => (
              <li key={`${o.kind}:${o.orderNo}`}>
                <OrderLine order={o} />
              </li>
            ))}
          </ul>
          <p className={`${styles.line} ${styles.total}`}>
            <span>共 {part.orders.length} 笔订单</span>
            <span>
              开票金额 <strong className={styles.money}>{formatMoney(part.totalCents)}</strong>
            </span>
          </p>
          <PartStatus outcome={outcomeOf(part)} />
        </Card>
      ))}
    </section>
  );
}
