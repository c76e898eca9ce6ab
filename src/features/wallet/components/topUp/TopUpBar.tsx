import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import type { TopUp } from './useTopUp';
import '@/payment/ui/payment.css';
import './topUp.css';

/** The pinned bar of a top-up (a Page footer): the amount to pay and 立即充值, which says what is under way. */
export function TopUpBar({ topUp }: { topUp: TopUp }) {
  const { form, action, rules, channels, amountCents } = topUp;
  const ready = !!rules.data && channels.channel !== null;
  return (
    <div className="pay-bar">
      <p className="pay-bar-total">
        <span className="pay-nowrap">支付</span> <strong>{amountCents === null || form.errors.custom ? '—' : formatMoney(amountCents)}</strong>
      </p>
      <Button
        className="pay-bar-button"
        color="primary"
        shape="rounded"
        size="large"
        disabled={!ready || action.busy || form.pending}
        onClick={() => form.submit()}
      >
        {action.busy ? action.label : '立即充值'}
      </Button>
    </div>
  );
}
