import { Link } from '@/ui/Link';
import { invoiceLinks } from './links';
import { partText, type InvoicePart } from './selection';
import { refusalText, type PartOutcome } from './useSplitRequests';
import styles from './SplitOutcome.module.css';

interface Props {
  plan: InvoicePart[];
  outcomeOf: (part: InvoicePart) => PartOutcome | undefined;
}

/**
 * After a split request in which some invoice was refused: exactly which were asked for and which were not, and
 * that resubmitting sends only those (the others are on the server already and are not made twice).
 */
export function SplitOutcome({ plan, outcomeOf }: Props) {
  const issued = plan.filter((p) => outcomeOf(p)?.state === 'issued');
  const failed = plan.filter((p) => outcomeOf(p)?.state === 'failed');
  if (plan.length < 2 || failed.length === 0) return null;
  const ordersGone = failed.some((p) => {
    const o = outcomeOf(p);
    return o?.state === 'failed' && o.refusal?.kind === 'orders';
  });
  return (
    <section className={styles.formError} role="alert" aria-label="开票结果">
      <p>
        <strong>{issued.length > 0 ? `已提交${issued.length}张发票，${failed.length}张未开具` : `${failed.length}张发票均未开具`}</strong>
      </p>
      <ul className={styles.plainList}>
        {issued.map((p) => (
          <li key={p.issuer.issuerId}>已提交：{partText(p)}</li>
        ))}
        {failed.map((p) => (
          <li key={p.issuer.issuerId}>
            未开具：{partText(p)}（{refusalText(outcomeOf(p))}）
          </li>
        ))}
      </ul>
      <p>
        {issued.length > 0
          ? `重新提交只会提交未开具的${failed.length}张，已提交的发票不会重复开具。`
          : '可修改后重新提交。'}
      </p>
      {ordersGone && (
        <Link className={styles.textLink} to={invoiceLinks.orderList()}>
          重新选择开票订单
        </Link>
      )}
    </section>
  );
}
