import type { StatementLine } from '@/api/driver/statement.types';
import { formatDateTime } from '@/lib/time';
import { signedMoney } from './money';
import styles from './PrintLines.module.css';

/** Every line of the range as one table for paper: when, what (plate, place, channel, a refund's note), amount, fapiao. */
export function PrintLines({ lines }: { lines: StatementLine[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>账单明细（共 {lines.length} 笔）</caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">项目</th>
          <th scope="col" className={styles.money}>金额</th>
          <th scope="col">发票</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.lineId}>
            <td className={styles.time}>{formatDateTime(l.time)}</td>
            <td>
              <span className={styles.title}>{l.title}</span>
              <span className={styles.detail}>{[l.kindText, l.formatPlateNo, l.place, l.channelText, l.note].filter(Boolean).join(' · ')}</span>
            </td>
            <td className={styles.money}>{signedMoney(l.amountCents)}</td>
            <td>{l.fapiao.reason ? `${l.fapiao.stateText}（${l.fapiao.reason}）` : l.fapiao.stateText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
