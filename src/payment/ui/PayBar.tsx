import { Button, type ButtonProps } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import type { PayChannel } from '@/lib/wire';
import { MoneyLine } from '@/ui/MoneyLine';
import { CHANNEL_NAMES } from '../channels';
import type { PaymentRequest } from '../types';
import { PaySentence } from './PaySentence';
import type { PayAction } from './usePayAction';
import styles from './PayBar.module.css';

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

/** The bar's row: what is paid on one side, the action on the other (a screen with its own sentence, a top-up). */
export function PayBarRow({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}

/** The pinned bar of a pay screen (a Page footer): the amount, how it is paid, and what the driver can do about it. */
export function PayBarFrame({ totalLabel, amountCents, channel, payee, children }: FrameProps) {
  const sentenceId = useId();
  return (
    <>
      <PaySentence id={sentenceId} amountCents={amountCents} payee={payee} />
      <PayBarRow>
        <MoneyLine label={totalLabel} cents={amountCents} extra={channel ? CHANNEL_NAMES[channel] : undefined} />
        {typeof children === 'function' ? children(sentenceId) : children}
      </PayBarRow>
    </>
  );
}

/**
 * The bar's own button (立即支付, 确认支付, 立即充值): filled and large, never squeezed below a readable width, its words
 * on one line. A screen that draws its own bar action in PayBarFrame uses it, so every pay bar's button is the same.
 */
export function PayBarButton(props: Omit<ButtonProps, 'className' | 'color' | 'shape' | 'size'>) {
  return <Button {...props} className={styles.barButton} color="primary" shape="rounded" size="large" />;
}

/** The pay bar with 立即支付, disabled while a payment is under way (or cannot be made yet). */
export function PayBar({ totalLabel, amountCents, payee, action, request }: PayBarProps) {
  return (
    <PayBarFrame totalLabel={totalLabel} amountCents={amountCents} channel={request?.channel ?? null} payee={payee}>
      {(describedBy) => (
        <PayBarButton
          aria-describedby={describedBy}
          disabled={action.busy || !request}
          onClick={() => {
            if (request) void action.start(request, amountCents);
          }}
        >
          {action.label}
        </PayBarButton>
      )}
    </PayBarFrame>
  );
}
