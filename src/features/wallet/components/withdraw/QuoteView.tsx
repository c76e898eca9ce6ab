import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import type { QuoteState } from './useQuote';
import styles from './QuoteView.module.css';

/**
 * Before confirming: the fee, what arrives, to which account (the channels of the driver's own top-ups) and by
 * when; or why this amount cannot be withdrawn.
 */
export function QuoteView({ state }: { state: QuoteState }) {
  if (state.error) {
    return (
      <div className={styles.refusal} role="alert">
        <p>{state.error}</p>
        <Button className={styles.retry} size="small" fill="none" color="primary" onClick={state.retry}>
          重新计算
        </Button>
      </div>
    );
  }
  if (!state.quote) {
    return state.loading ? (
      <p className={styles.weak} role="status">
        正在计算手续费…
      </p>
    ) : null;
  }
  const q = state.quote;
  return (
    <CardList header="到账信息" aria-live="polite">
      <DetailRow label="提现金额">{formatMoney(q.amountCents)}</DetailRow>
      <DetailRow label="手续费">{q.feeCents > 0 ? formatMoney(q.feeCents) : '免手续费'}</DetailRow>
      <DetailRow label="实际到账">
        <strong className={styles.money}>{formatMoney(q.arrivalCents)}</strong>
      </DetailRow>
      {q.parts.map((p) => (
        <DetailRow key={p.topUpNo} label="原路退回至">
          {p.channelName} {formatMoney(p.arrivalCents)}
        </DetailRow>
      ))}
      <DetailRow label="预计到账">{formatDateTime(q.expectedArrivalTime)}前</DetailRow>
    </CardList>
  );
}
