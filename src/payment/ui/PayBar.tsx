import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { PayChannel } from '@/lib/wire';
import { formatMoney } from '@/lib/format';
import { CHANNEL_NAMES } from '../channels';
import type { PaymentRequest } from '../types';
import type { PayAction } from './usePayAction';
import './payment.css';

interface PayBarProps {
  /** What the amount is: 实付 (after the coupon), 合计 (several bills). */
  totalLabel: string;
  amountCents: number;
  action: PayAction;
  /** The payment to make, or null while it cannot be made yet (no channel, nothing selected, coupons loading). */
  request: PaymentRequest | null;
}

interface FrameProps {
  totalLabel: string;
  amountCents: number;
  /** How it will be paid, said beside the amount (the picker may be scrolled out of sight). */
  channel?: PayChannel | null;
  children: ReactNode;
}

/** The pinned bar of a pay screen (a Page footer): the amount, how it is paid, and what the driver can do about it. */
export function PayBarFrame({ totalLabel, amountCents, channel, children }: FrameProps) {
  return (
    <div className="pay-bar">
      <p className="pay-bar-total">
        <span className="pay-nowrap">{totalLabel}</span> <strong>{formatMoney(amountCents)}</strong>
        {channel ? <span className="pay-bar-channel">{CHANNEL_NAMES[channel]}</span> : null}
      </p>
      {children}
    </div>
  );
}

/** The pay bar with 立即支付, disabled while a payment is under way (or cannot be made yet). */
export function PayBar({ totalLabel, amountCents, action, request }: PayBarProps) {
  return (
    <PayBarFrame totalLabel={totalLabel} amountCents={amountCents} channel={request?.channel ?? null}>
      <Button
        className="pay-bar-button"
        color="primary"
        shape="rounded"
        size="large"
        disabled={action.busy || !request}
        onClick={() => {
          if (request) void action.start(request, amountCents);
        }}
      >
        {action.label}
      </Button>
    </PayBarFrame>
  );
}
