import { useEffect } from 'react';
import { useTopUpRulesQuery } from '@/api/driver/wallet';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useForm } from '@/ui/form/useForm';
import type { WalletArea } from '../area';
import { topUpKey } from '../keys';
import { useTopUpChannels } from './useTopUpChannels';
import { amountError, amountOf, type TopUpValues } from './topUpAmount';

/**
 * One wallet's top-up: the server's rules (limits, presets, gifts), the channels this client allows, the amount
 * (drafted, so a reload or the cashier's way back keeps it) and 立即充值 through the payment saga, which lands on
 * the area's result page. A double tap makes one order: the form runs one submit at a time and the saga one
 * payment per key.
 */
export function useTopUp(area: WalletArea, walletId: string | undefined) {
  const rules = useTopUpRulesQuery(walletId ? { walletId } : {});
  const channels = useTopUpChannels();
  const key = topUpKey(walletId);
  const action = usePayAction(key);
  const form = useForm<TopUpValues>({
    initial: { preset: '', custom: '' },
    draftKey: key,
    showErrors: 'touched',
    validate: (v) => ({ custom: amountError(v, rules.data) }),
    onSubmit: async (v, { setFormError }) => {
      const amountCents = amountOf(v);
      if (amountCents === null || !rules.data) return;
      if (channels.channel === null) {
        setFormError(channels.emptyText);
        return;
      }
      const order = { amountCents, landing: area, ...(walletId ? { walletId } : {}) };
      await action.start({ key, kind: 'walletTopUp', order, channel: channels.channel }, amountCents);
    },
  });
  // Back from a top-up that was paid, the form starts afresh; one cancelled or failed keeps its amount to try again.
  const paid = action.entry?.status === 'paid';
  const { clear } = form;
  useEffect(() => {
    if (paid) clear();
  }, [paid, clear]);
  return { rules, channels, action, form, amountCents: amountOf(form.values) };
}

export type TopUp = ReturnType<typeof useTopUp>;
