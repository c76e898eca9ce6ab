import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { QueryState } from '@/ui/states/States';
import { AmountPicker } from './AmountPicker';
import type { TopUp } from './useTopUp';
import styles from './TopUpFields.module.css';

/** The body of a top-up: the amount (from the server's rules) and how to pay it. */
export function TopUpFields({ topUp }: { topUp: TopUp }) {
  const { rules, channels, form, amountCents } = topUp;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="充值">
      <QueryState query={rules} loading="充值规则加载中" error="充值规则加载失败">
        {(r) => <AmountPicker rules={r} form={form} amountCents={amountCents} />}
      </QueryState>
      <ChannelPicker channels={channels} />
      {form.formError && (
        <p className={styles.notice} role="alert">
          {form.formError}
        </p>
      )}
    </form>
  );
}
