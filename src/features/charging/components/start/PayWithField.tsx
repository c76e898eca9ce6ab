import { Radio } from 'antd-mobile';
import type { ChargingCard } from '@/api/types/cps-vins';
import type { CurrentPrepay } from '@/api/types/cps-prepay';
import { PREPAY_AMOUNTS, PREPAY_VALID_MINUTES } from '@/api/types/cps-prepay';
import type { PayChannel } from '@/api/types/envelope';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';

/** 'balance', a charging card's number, 'prepay' (the paid prepay waiting), or 'prepay:<channel>' (prepay now). */
export type PayWith = string;

export function newPrepayChannel(payWith: PayWith): Exclude<PayChannel, 6> | null {
  const m = /^prepay:(2|3)$/.exec(payWith);
  return m ? (Number(m[1]) as 2 | 3) : null;
}

interface Props {
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
export function PayWithField({ value, onChange, amountCents, onAmount, balanceCents, cards, prepay, prepayChannels, disabled }: Props) {
  const prepaying = newPrepayChannel(value) !== null;
  return (
    <fieldset className="chg-card">
      <legend className="chg-title">支付方式</legend>
      <p className="chg-weak chg-stack">
        {value === 'prepay' || prepaying ? '按预付金额充电，充满或用完即停止，未用完的部分原路退回' : '充电结束后自动扣款；余额不足时可在充电订单中支付'}
      </p>
      <Radio.Group value={value} onChange={(v) => onChange(String(v))} disabled={disabled}>
        <div className="chg-options">
          {prepay && (
            <Radio value="prepay">
              预付款 {formatMoney(prepay.amountCents)}（已支付，{parseServerTime(prepay.expireTime)?.format('HH:mm') ?? ''}前有效）
            </Radio>
          )}
          <Radio value="balance">账户余额（{balanceCents === null ? '—' : formatMoney(balanceCents)}）</Radio>
          {cards.map((c) => (
            <Radio key={c.cardNo} value={c.cardNo}>
              充电卡 尾号{c.cardNo.slice(-4)}（{formatMoney(c.balanceCents)}）
            </Radio>
          ))}
          {!prepay &&
            prepayChannels.map((c) => (
              <Radio key={c.payChannel} value={`prepay:${c.payChannel}`}>
                {c.name}预付
              </Radio>
            ))}
        </div>
      </Radio.Group>
      {prepaying && (
        <fieldset className="chg-subfield">
          <legend className="chg-weak">预付金额</legend>
          <Radio.Group value={amountCents} onChange={(v) => onAmount(String(v))} disabled={disabled}>
            <div className="chg-options">
              {PREPAY_AMOUNTS.map((cents) => (
                <Radio key={cents} value={String(cents)}>
                  {formatMoney(cents)}
                </Radio>
              ))}
            </div>
          </Radio.Group>
          <p className="chg-weak chg-stack">支付后{PREPAY_VALID_MINUTES}分钟内未开始充电，预付款将全额退回</p>
        </fieldset>
      )}
    </fieldset>
  );
}
