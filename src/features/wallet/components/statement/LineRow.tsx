import type { StatementLine } from '@/api/driver/statement.types';
import { formatDateTime } from '@/lib/time';
import { FapiaoTag } from './FapiaoTag';
import { signedMoney } from './money';
import styles from './LineRow.module.css';

/**
 * One line: what and how much (signed: the sign says in or out, the colour repeats it), when, the plate, the place,
 * the door the money went through, its fapiao; a refund names what it gives back (`refunded`: that line's title when
 * it is in the range).
 */
export function LineRow({ line, refunded }: { line: StatementLine; refunded: string | undefined }) {
  const where = [line.formatPlateNo, line.place].filter(Boolean).join(' · ');
  return (
    <div className={styles.row}>
      <p className={styles.line}>
        <span className={styles.title}>{line.title}</span>
        <span className={line.amountCents > 0 ? `${styles.amount} ${styles.amountIn}` : styles.amount}>{signedMoney(line.amountCents)}</span>
      </p>
      <p className={`${styles.line} ${styles.weak}`}>
        <span>
          {formatDateTime(line.time)} · {line.kindText}
        </span>
        <span className={styles.channel}>{line.channelText}</span>
      </p>
      {where && <p className={`${styles.line} ${styles.weak}`}>{where}</p>}
      {(line.note || line.refundOf) && (
        <p className={`${styles.line} ${styles.weak}`}>
          {[line.note, refunded ? `退回：${refunded}` : null].filter(Boolean).join('，')}
        </p>
      )}
      <FapiaoTag fapiao={line.fapiao} />
    </div>
  );
}
