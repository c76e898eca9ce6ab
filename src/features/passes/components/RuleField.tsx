import { Radio } from 'antd-mobile';
import type { BagRule } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { leftText, soldOut } from '../passText';
import '../passes.css';

/** The lot's rules as one radio group: name, hours and places left; price per period beside; sold-out ones disabled. */
export function RuleField({ id, rules, value, onChange, disabled }: {
  id: string;
  rules: BagRule[];
  value: string;
  onChange: (ruleId: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="ps-fieldset">
      <legend>月卡类型</legend>
      <Radio.Group value={value || null} onChange={(v) => onChange(String(v))} disabled={disabled}>
        <div className="ps-choices">
          {rules.map((r, i) => (
            <Radio key={r.ruleId} id={i === 0 ? id : undefined} value={r.ruleId} className="ps-choice" disabled={soldOut(r)}>
              <span className="ps-choice-main">
                <span>{r.ruleName}</span>
                <span className="ps-weak">
                  {r.timeRangeText} · {leftText(r.leftNum)}
                  {r.needMaterials === 1 ? ' · 需审核' : ''}
                  {r.disabledOnly === 1 ? ' · 残疾人专享' : ''}
                </span>
              </span>
              <span className="ps-choice-side ps-money">
                {r.price === 0 ? '免费' : formatMoney(r.price)}/{r.periodType}
              </span>
            </Radio>
          ))}
        </div>
      </Radio.Group>
    </fieldset>
  );
}
