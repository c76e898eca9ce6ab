import type { ParkOrderItem } from '@/api/types/charge';
import { formatMoney } from '@/lib/format';

/** Bills with a checkbox each (multiPayPage) or without (scanOverduePay, where every one must be paid). */
export function BillList({ bills, selected, onToggle, label }: { bills: ParkOrderItem[]; selected?: Set<string>; onToggle?: (id: string) => void; label: string }) {
  return (
    <ul className="pp-list" aria-label={label}>
      {bills.map((b) => {
        const body = (
          <>
            <span className="pp-item-main">
              <strong>{b.formatPlateNo}</strong>
              <span>{b.parkName}</span>
              <small className="pp-muted">
                {b.parkStartTime}
                {b.parkEndTime ? ` 至 ${b.parkEndTime.slice(11)}` : ''} · {b.orderStateText}
              </small>
            </span>
            <span className="pp-item-fee">{formatMoney(b.parkFee)}</span>
          </>
        );
        return (
          <li key={b.uniqueId}>
            {selected && onToggle ? (
              <label className="pp-card pp-item">
                <input type="checkbox" checked={selected.has(b.uniqueId)} onChange={() => onToggle(b.uniqueId)} aria-label={`${b.formatPlateNo} ${b.parkName} ${formatMoney(b.parkFee)}`} />
                {body}
              </label>
            ) : (
              <div className="pp-card pp-item">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
