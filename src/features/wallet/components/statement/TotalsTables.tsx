import type { StatementTotal, StatementTotals } from '@/api/driver/statement.types';
import { formatMoney } from '@/lib/format';
import styles from './TotalsTables.module.css';

interface Row extends StatementTotal {
  key: string;
  label: string;
}

/** One breakdown as a compact table: what, 支出, 收入. */
function TotalsTable({ caption, head, rows }: { caption: string; head: string; rows: Row[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className={styles.money}>支出</th>
          <th scope="col" className={styles.money}>收入</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className={styles.what}>{r.label}</th>
            <td className={styles.money}>{formatMoney(r.outCents)}</td>
            <td className={styles.money}>{formatMoney(r.inCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** '2026-11' → '2026年11月'. */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** 按月, 按车牌, 按类型: the server's breakdowns, each adding up to the totals above them. */
export function TotalsTables({ totals }: { totals: StatementTotals }) {
  return (
    <div className={styles.tables}>
      <TotalsTable caption="按月" head="月份" rows={totals.byMonth.map((m) => ({ ...m, key: m.month, label: monthLabel(m.month) }))} />
      <TotalsTable caption="按车牌" head="车牌" rows={totals.byPlate.map((p) => ({ ...p, key: p.plateNo ?? '-', label: p.formatPlateNo }))} />
      <TotalsTable caption="按类型" head="类型" rows={totals.byKind.map((k) => ({ ...k, key: `${k.kind}:${k.kindText}`, label: k.kindText }))} />
    </div>
  );
}
