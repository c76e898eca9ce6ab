import { Link } from '@/ui/Link';
import { invoiceLinks } from './links';
import { refusalText, type PartOutcome } from './useSplitRequests';
import styles from './PartStatus.module.css';

/** Under one invoice of the split, once submitted: asked for (with the way to its record), or not and why. */
export function PartStatus({ outcome }: { outcome: PartOutcome | undefined }) {
  if (!outcome) return null;
  if (outcome.state === 'issued') {
    return (
      <p className={styles.line}>
        <span>已提交开票申请 · {outcome.invoice.stateText}</span>
        <Link className={styles.textLink} to={invoiceLinks.recordDetail(outcome.invoice.invoiceNo)}>
          查看开票进度
        </Link>
      </p>
    );
  }
  return <p className={`${styles.line} ${styles.fail}`}>未开具：{refusalText(outcome)}</p>;
}
