import type { LineFapiao } from '@/api/driver/statement.types';
import { StateTag } from '@/ui/StateTag';
import { FAPIAO_TONE } from './labels';
import styles from './FapiaoTag.module.css';

/** A line's fapiao in words (发票：不可开票), and why not as text beside it, so a screen reader reads both. */
export function FapiaoTag({ fapiao }: { fapiao: LineFapiao }) {
  return (
    <span className={styles.fapiao}>
      <StateTag tone={FAPIAO_TONE[fapiao.state]}>
        <span className="sr-only">发票：</span>
        {fapiao.stateText}
      </StateTag>
      {fapiao.reason && <span className={styles.reason}>{fapiao.reason}</span>}
      {fapiao.invoiceNo && <span className={styles.reason}>发票号 {fapiao.invoiceNo}</span>}
    </span>
  );
}
