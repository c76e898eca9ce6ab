import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ParkOrderItem } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime, parseServerTime } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import { CheckField } from '@/ui/form';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './BillList.module.css';

/** What one bill says: plate, lot, when, its state and what it costs. */
function BillText({ bill }: { bill: ParkOrderItem }) {
  const end = parseServerTime(bill.parkEndTime)?.format('HH:mm');
  return (
    <span className={styles.billRow}>
      <span className={styles.billMain}>
        <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} size="small" />
        <span>{bill.parkName}</span>
        <small className={styles.weak}>
          {formatDateTime(bill.parkStartTime)}
          {end ? ` 至 ${end}` : ''} · <span className={styles.nowrap}>{bill.orderStateText}</span>
        </small>
      </span>
      <span className={`${styles.fee} ${styles.nowrap}`}>{formatMoney(bill.parkFee)}</span>
    </span>
  );
}

interface Props {
  bills: ParkOrderItem[];
  /** What the list is (待缴账单, 欠费账单). */
  label: string;
  /** With these, each bill is a checkbox (multiPayPage); without, every bill is paid (scanOverduePay). */
  selected?: Set<string>;
  onToggle?: (id: string) => void;
}

/** Bills, each a checkbox whose name is what its row says, or plain rows when every one must be paid. */
export function BillList({ bills, label, selected, onToggle }: Props) {
  const row = (b: ParkOrderItem): ReactNode =>
    selected && onToggle ? (
      <CheckField row id={`pp-bill-${b.uniqueId}`} checked={selected.has(b.uniqueId)} onChange={() => onToggle(b.uniqueId)}>
        <BillText bill={b} />
      </CheckField>
    ) : (
      <BillText bill={b} />
    );
  return (
    <div role="list" aria-label={label}>
      <CardList>
        {bills.map((b) => (
          <div role="listitem" key={b.uniqueId}>
            <List.Item>{row(b)}</List.Item>
          </div>
        ))}
      </CardList>
    </div>
  );
}
