import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { BillCover } from '@/api/charge/coverage.types';
import type { ParkOrderItem } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { formatDateTime, parseServerTime } from '@/lib/time';
import { CoverNotice } from '@/payment/ui/CoverNotice';
import { CardList } from '@/ui/CardList';
import { CheckField } from '@/ui/form';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './BillList.module.css';

/**
 * What one bill says: plate, lot, when, its state and what it costs; under it, the channel that covers it
 * and, left out of the payment, that it is.
 */
function BillText({ bill, cover, leftOut }: { bill: ParkOrderItem; cover?: BillCover; leftOut: boolean }) {
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
        {cover && <CoverNotice cover={cover} small note={leftOut ? '未计入本次缴费' : undefined} />}
      </span>
      <span className={`${styles.fee} ${styles.nowrap}`}>{formatMoney(bill.parkFee)}</span>
    </span>
  );
}

interface Props {
  bills: ParkOrderItem[];
  /** What the list is (待缴账单, 欠费账单). */
  label: string;
  /** With these, each bill is a checkbox (multiPayPage); without, every bill is paid. */
  selected?: Set<string>;
  onToggle?: (id: string) => void;
  /**
   * The bills another channel covers: the cover shows on the row; one the driver may not pay over (payAnyway false)
   * is a plain row, never picked.
   */
  covers?: ReadonlyMap<string, BillCover>;
  /**
   * Every bill no cover holds off must be paid (scanOverduePay: the car leaves once its arrears are settled): only a
   * covered one the driver may pay over is a checkbox, to pick it back in.
   */
  mustPay?: boolean;
}

/** Bills, each a checkbox whose name is what its row says, or plain rows where there is no choice. */
export function BillList({ bills, label, selected, onToggle, covers, mustPay = false }: Props) {
  const row = (b: ParkOrderItem): ReactNode => {
    const cover = covers?.get(b.uniqueId);
    const text = <BillText bill={b} cover={cover} leftOut={!!selected && !selected.has(b.uniqueId)} />;
    return selected && onToggle && (cover ? cover.payAnyway : !mustPay) ? (
      <CheckField row id={`pp-bill-${b.uniqueId}`} checked={selected.has(b.uniqueId)} onChange={() => onToggle(b.uniqueId)}>
        {text}
      </CheckField>
    ) : (
      text
    );
  };
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
