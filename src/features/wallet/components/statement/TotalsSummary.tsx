import type { StatementTotals } from '@/api/driver/statement.types';
import { formatMoney } from '@/lib/format';
import { signedMoney } from './money';
import styles from './TotalsSummary.module.css';

/**
 * The range's totals as the server added them: 支出, 收入, 净额, and 余额变动 (what moved the balance itself; money
 * through WeChat, Alipay, 无感 or ETC is spent but never touched the balance, so the two differ).
 */
export function TotalsSummary({ totals }: { totals: StatementTotals }) {
  const rows = [
    { label: '支出', value: formatMoney(totals.outCents) },
    { label: '收入', value: formatMoney(totals.inCents) },
    { label: '净额', value: signedMoney(totals.netCents) },
    { label: '余额变动', value: signedMoney(totals.balanceNetCents) },
  ];
  return (
    <dl className={styles.totals}>
      {rows.map((r) => (
        <div key={r.label} className={styles.cell}>
          <dt className={styles.label}>{r.label}</dt>
          <dd className={styles.value}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
