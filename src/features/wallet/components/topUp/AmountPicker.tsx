import { Input, List } from 'antd-mobile';
import type { TopUpRules } from '@/api/driver/wallet.types';
import { formatMoney } from '@/lib/format';
import { Field } from '@/ui/form/Field';
import type { FormApi } from '@/ui/form/useForm';
import { centsToYuanText, cleanYuanInput } from '../yuanInput';
import { giftFor, type TopUpValues } from './topUpAmount';
import styles from './AmountPicker.module.css';

/** '充200元送10元，充500元送30元' */
function tiersText(rules: TopUpRules): string {
  return rules.giftTiers.map((t) => `充${centsToYuanText(t.minCents)}元送${centsToYuanText(t.giftCents)}元`).join('，');
}

/**
 * The presets as buttons that say whether they are chosen (aria-pressed), each with its gift, and any other amount
 * typed in yuan (cents at most). Under them: what the chosen amount brings.
 */
export function AmountPicker({ rules, form, amountCents }: { rules: TopUpRules; form: FormApi<TopUpValues>; amountCents: number | null }) {
  const gift = amountCents === null || form.errors.custom ? 0 : giftFor(rules.giftTiers, amountCents);
  const valid = amountCents !== null && amountCents >= rules.minCents && amountCents <= rules.maxCents;
  return (
    <section className={styles.card} aria-labelledby="tu-amount">
      <h2 className={styles.title} id="tu-amount">
        充值金额
      </h2>
      {rules.giftTiers.length > 0 && <p className={styles.promo}>{tiersText(rules)}</p>}
      <div className={styles.presets} role="group" aria-label="选择充值金额">
        {rules.presets.map((p) => {
          const on = form.values.custom.trim() === '' && form.values.preset === String(p.amountCents);
          return (
            <button
              key={p.amountCents}
              type="button"
              className={[styles.preset, on && styles.presetOn].filter(Boolean).join(' ')}
              aria-pressed={on}
              onClick={() => form.set({ preset: String(p.amountCents), custom: '' })}
            >
              <span className={styles.presetAmount}>{centsToYuanText(p.amountCents)}元</span>
              {p.giftCents > 0 && <span className={styles.presetGift}>送{centsToYuanText(p.giftCents)}元</span>}
            </button>
          );
        })}
      </div>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
        <Field
          id={form.id('custom')}
          label="其他金额（元）"
          error={form.errors.custom}
          hint={`单笔${formatMoney(rules.minCents)}至${formatMoney(rules.maxCents)}，可精确到分`}
        >
          <Input
            id={form.id('custom')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="输入金额"
            value={form.values.custom}
            onChange={(text) => {
              const custom = cleanYuanInput(text);
              form.set({ custom, preset: custom === '' ? form.values.preset : '' });
            }}
            onBlur={() => form.touch('custom')}
          />
        </Field>
      </List>
      {valid && (
        <p className={styles.gift} aria-live="polite">
          {gift > 0 ? `赠送 ${formatMoney(gift)}，共到账 ${formatMoney(amountCents + gift)}` : `到账 ${formatMoney(amountCents)}`}
        </p>
      )}
      {rules.notice && <p className={styles.weak}>{rules.notice}</p>}
    </section>
  );
}
