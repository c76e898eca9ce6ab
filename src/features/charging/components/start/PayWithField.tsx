import type { ChargingCard } from '@/api/cps/vins.types';
import type { CurrentPrepay } from '@/api/cps/prepay.types';
import { PREPAY_AMOUNTS, PREPAY_VALID_MINUTES } from '@/api/cps/prepay.types';
import type { PayChannel } from '@/lib/wire';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import { ChoiceRadios, type Choice } from '@/ui/form/ChoiceRadios';
import styles from './PayWithField.module.css';

/** 'balance', a charging card's number, 'prepay' (the paid prepay waiting), or 'prepay:<channel>' (prepay now). */
export type PayWith = string;

export function newPrepayChannel(payWith: PayWith): Exclude<PayChannel, 6> | null {
  const m = /^prepay:(2|3)$/.exec(payWith);
  return m ? (Number(m[1]) as 2 | 3) : null;
}

interface Props {
  /** The group's id (its first radio); the amount's group takes `${id}-amount`. */
  id: string;
  value: PayWith;
  onChange: (v: PayWith) => void;
  amountCents: string;
  onAmount: (cents: string) => void;
  balanceCents: number | null;
  cards: ChargingCard[];
  prepay: CurrentPrepay | null;
  prepayChannels: { payChannel: Exclude<PayChannel, 6>; name: string }[];
  disabled?: boolean;
}

/**
 * How the session is paid: at its end from the balance or a charging card, or before it starts by WeChat or Alipay
 * (先付后充: the prepay caps the session and what it did not use goes back). A prepay already paid is offered first.
 */
export function PayWithField({ id, value, onChange, amountCents, onAmount, balanceCents, cards, prepay, prepayChannels, disabled }: Props) {
  const prepaying = newPrepayChannel(value) !== null;
  const choices: Choice[] = [
    ...(prepay
      ? [{ value: 'prepay', label: `预付款 ${formatMoney(prepay.amountCents)}（已支付，${parseServerTime(prepay.expireTime)?.format('HH:mm') ?? ''}前有效）` }]
      : []),
    { value: 'balance', label: `账户余额（${balanceCents === null ? '—' : formatMoney(balanceCents)}）` },
    ...cards.map((c) => ({ value: c.cardNo, label: `充电卡 尾号${c.cardNo.slice(-4)}（${formatMoney(c.balanceCents)}）` })),
    ...(prepay ? [] : prepayChannels.map((c) => ({ value: `prepay:${c.payChannel}`, label: `${c.name}预付` }))),
  ];
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="支付方式"
        hint={value === 'prepay' || prepaying ? '按预付金额充电，充满或用完即停止，未用完的部分原路退回' : '充电结束后自动扣款；余额不足时可在充电订单中支付'}
        value={value}
        onChange={onChange}
        disabled={disabled}
        choices={choices}
      />
      {prepaying && (
        <ChoiceRadios
          id={`${id}-amount`}
          legend="预付金额"
          chips
          hint={`支付后${PREPAY_VALID_MINUTES}分钟内未开始充电，预付款将全额退回`}
          value={amountCents}
          onChange={onAmount}
          disabled={disabled}
          choices={PREPAY_AMOUNTS.map((cents) => ({ value: String(cents), label: formatMoney(cents) }))}
        />
      )}
    </div>
  );
}
