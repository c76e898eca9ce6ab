import { Card } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { useServiceBillsQuery } from '@/api/basic/service';
import type { ServiceBill, ServiceBillKind } from '@/api/basic/service.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { QueryState } from '@/ui/states/States';
import styles from './BillPicker.module.css';

interface Props {
  kind: ServiceBillKind;
  /** The list's name ('选择停车账单'). */
  label: string;
  noun: string;
  /** Where a chosen bill leads (the form with it in the URL). */
  to: (bill: ServiceBill) => string;
}

/** The driver's recent bills of one kind; each is a link to the form about it. */
export function BillPicker({ kind, label, noun, to }: Props) {
  const bills = useServiceBillsQuery({ kind });
  return (
    <QueryState
      query={bills}
      loading={`${noun}加载中`}
      error={`${noun}加载失败`}
      empty={{ when: (d) => d.results.length === 0, text: `暂无可反馈的${noun}` }}
    >
      {(data) => (
        <ul className={`${styles.stack} ${styles.plain}`} aria-label={label}>
          {data.results.map((b) => (
            <li key={b.billId}>
              <Card style={{ padding: 0 }} bodyStyle={{ padding: 0 }}>
                <Link className={styles.card} to={to(b)}>
                  <span className={styles.line}>
                    <span className={styles.title}>{b.title}</span>
                    <span className={styles.money}>{formatMoney(b.amountCents)}</span>
                  </span>
                  <span className={`${styles.line} ${styles.weak}`}>
                    <span>
                      {b.plateNo ? `${b.plateNo} · ` : ''}
                      {formatDateTime(b.time)}
                    </span>
                    <span>{b.stateText}</span>
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
