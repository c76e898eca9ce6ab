import { useId } from 'react';
import { PaySentence } from '@/payment/ui/PaySentence';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import type { TopUp } from './useTopUp';

/**
 * The pinned bar of a top-up (a Page footer): the amount to pay and 立即充值, which says what is under way; the
 * amount and the wallet it goes into as one sentence (PaySentence: the button's description, shown in 长辈模式).
 */
export function TopUpBar({ topUp, into = '账户余额' }: { topUp: TopUp; into?: string }) {
  const { form, action, rules, channels, amountCents } = topUp;
  const ready = !!rules.data && channels.channel !== null;
  const shown = amountCents === null || form.errors.custom ? null : amountCents;
  const sentenceId = useId();
  return (
    <>
      <PaySentence id={sentenceId} amountCents={shown} into={into} />
      <ActionBar amount={{ label: '支付', cents: shown }}>
        <ActionBarButton aria-describedby={sentenceId} disabled={!ready || action.busy || form.pending} onClick={() => form.submit()}>
          {action.busy ? action.label : '立即充值'}
        </ActionBarButton>
      </ActionBar>
    </>
  );
}
