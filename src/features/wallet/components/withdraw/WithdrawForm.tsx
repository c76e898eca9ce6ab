import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/apiError';
import { useSendWithdrawCodeMutation, useWithdrawMutation } from '@/api/driver/wallet';
import type { WithdrawCodeSent, WithdrawPreview } from '@/api/driver/wallet.types';
import { CardList } from '@/ui/CardList';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { ResendCodeButton } from '@/ui/ResendCodeButton';
import { centsToYuanText, cleanYuanInput, yuanToCents } from '../yuanInput';
import { withdrawalResultUrl, type WalletArea } from '../area';
import { readCodeSentAt, writeCodeSentAt } from './codeClock';
import { QuoteView } from './QuoteView';
import { useQuote } from './useQuote';
import { refusedField, verifyCodeError, withdrawAmountError, type WithdrawValues } from './withdrawAmount';
import styles from './WithdrawForm.module.css';

interface Props {
  area: WalletArea;
  walletId: string | undefined;
  preview: WithdrawPreview;
}

/**
 * The amount (全部 fills what may be withdrawn), the fee and arrival for it before anything is confirmed, the code
 * sent to the driver's phone, and 确认提现, sent once however often it is tapped. A refused code shows at the code, a
 * refused amount at the amount; the result page then says when the money arrives.
 */
export function WithdrawForm({ area, walletId, preview }: Props) {
  const navigate = useNavigate();
  const [withdraw] = useWithdrawMutation();
  const [sendCode] = useSendWithdrawCodeMutation();
  const [sent, setSent] = useState<WithdrawCodeSent | null>(null);
  const form = useForm<WithdrawValues>({
    initial: { amount: '', verifyCode: '' },
    draftKey: `walletWithdraw:${walletId ?? 'default'}`,
    showErrors: 'touched',
    validate: (v) => ({ amount: withdrawAmountError(v.amount, preview), verifyCode: verifyCodeError(v.verifyCode) }),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      const amountCents = yuanToCents(v.amount);
      if (amountCents === null) return;
      try {
        const done = await withdraw({ amountCents, verifyCode: v.verifyCode, ...(walletId ? { walletId } : {}) }).unwrap();
        clear();
        navigate(withdrawalResultUrl(area, done.withdrawNo, walletId), { replace: true });
      } catch (e) {
        if (isApiError(e) && e.handled) return;
        const field = isApiError(e) ? refusedField(e.code) : null;
        if (field) setFieldError(field, errorMessage(e));
        else setFormError(errorMessage(e));
      }
    },
  });
  const amountCents = withdrawAmountError(form.values.amount, preview) ? null : yuanToCents(form.values.amount);
  const quote = useQuote(walletId, amountCents);
  const canConfirm = quote.quote !== null && !form.pending;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="提现">
      <CardList>
        <Field
          id={form.id('amount')}
          label="提现金额（元）"
          error={form.errors.amount}
          addon={
            <Button size="small" fill="none" color="primary" onClick={() => form.set({ amount: centsToYuanText(preview.maxCents) })}>
              全部提现
            </Button>
          }
        >
          <Input
            id={form.id('amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={`最多${centsToYuanText(preview.maxCents)}`}
            value={form.values.amount}
            onChange={(text) => form.set({ amount: cleanYuanInput(text) })}
            onBlur={() => form.touch('amount')}
          />
        </Field>
      </CardList>
      <QuoteView state={quote} />
      <CardList>
        <Field
          id={form.id('verifyCode')}
          label="短信验证码"
          error={form.errors.verifyCode}
          hint={sent ? <span aria-live="polite">验证码已发送至{sent.phone}，{Math.round(sent.expiresIn / 60)}分钟内有效</span> : '为保障资金安全，提现需验证本人手机号'}
          addon={
            <ResendCodeButton
              readSentAt={readCodeSentAt}
              writeSentAt={writeCodeSentAt}
              send={async () => {
                // To the driver's own phone: the server says where it went and how long until another.
                const code = await sendCode().unwrap();
                setSent(code);
                return code.resendAfter;
              }}
            />
          }
        >
          <Input
            id={form.id('verifyCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6位数字"
            value={form.values.verifyCode}
            onChange={(text) => form.set({ verifyCode: text.replace(/\D/g, '').slice(0, 6) })}
            onBlur={() => form.touch('verifyCode')}
          />
        </Field>
      </CardList>
      {form.formError && (
        <p className={styles.notice} role="alert">
          {form.formError}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" size="large" disabled={!canConfirm} loading={form.pending} loadingText="正在提交…">
        确认提现
      </Button>
    </form>
  );
}
