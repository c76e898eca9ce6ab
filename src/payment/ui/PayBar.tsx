import { useId, type ReactNode } from 'react';
import type { PayChannel } from '@/lib/wire';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import { CHANNEL_NAMES } from '../channels';
import type { PaymentRequest } from '../types';
import { PaySentence } from './PaySentence';
import type { PayAction } from './usePayAction';

interface PayBarProps {
  /** What the amount is: 实付 (after the coupon), 合计 (several bills). */
  totalLabel: string;
  amountCents: number;
  /** Who is paid (the lot's or station's operator, the lot): said with the amount as one sentence (PaySentence). */
  payee: string;
  action: PayAction;
  /** The payment to make, or null while it cannot be made yet (no channel, nothing selected, coupons loading). */
  request: PaymentRequest | null;
}

interface FrameProps {
  totalLabel: string;
  amountCents: number;
  /** How it will be paid, said beside the amount (the picker may be scrolled out of sight). */
  channel?: PayChannel | null;
  /** Who is paid: said with the amount as one sentence (PaySentence), the description of the bar's button. */
  payee: string;
  /** The bar's action; as a function it gets the sentence's id for its button's aria-describedby. */
  children: ReactNode | ((describedBy: string) => ReactNode);
}

/** The pinned bar of a pay screen (a Page footer): the amount, how it is paid, and what the driver can do about it. */
export function PayBarFrame({ totalLabel, amountCents, channel, payee, children }: FrameProps) {
  const sentenceId = useId();
  return (
    <>
      <PaySentence id={sentenceId} amountCents={amountCents} payee={payee} />
      <ActionBar amount={{ label: totalLabel, cents: amountCents, extra: channel ? CHANNEL_NAMES[channel] : undefined }}>
        {typeof children === 'function' ? children(sentenceId) : children}
      </ActionBar>
    </>
  );
}

/** The pay bar with 立即支付, disabled while a payment is under way (or cannot be made yet). */
export function PayBar({ totalLabel, amountCents, payee, action, request }: PayBarProps) {
  return (
    <PayBarFrame totalLabel={totalLabel} amountCents={amountCents} channel={request?.channel ?? null} payee={payee}>
      {(describedBy) => (
        <ActionBarButton
          aria-describedby={describedBy}
          disabled={action.busy || !request}
          onClick={() => {
            if (request) void action.start(request, amountCents);
          }}
        >
          {action.label}
        </ActionBarButton>
      )}
    </PayBarFrame>
  );
}
