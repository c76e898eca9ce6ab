import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useBookingBindPhoneMutation, useBookingLoginStateQuery } from '@/api/booking/spec';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { storedOpenId } from '@/session/storage';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useOneTap } from '@/ui/useOneTap';
import styles from './BindPhone.module.css';
import { useSendVerifyCodeMutation } from '@/api/driver/account';

/** The verify code type that binds an openid to a phone. */
const BIND_TYPE = 5;

interface Draft {
  phone: string;
  verifyCode: string;
}

function SendCode({ phone }: { phone: string }) {
  const ui = useFeedback();
  const [send] = useSendVerifyCodeMutation();
  const [sent, setSent] = useState(false);
  // A refusal (too often, unknown phone) is the error catalogue's to tell.
  const [sendCode] = useOneTap(async (to: string) => {
    await send({ phone: to, type: BIND_TYPE, thirdId: storedOpenId() }).unwrap();
    setSent(true);
    ui.toast('验证码已发送', 2000);
  });
  const onSend = () => {
    const bad = validatePhone(phone.trim());
    if (bad) return ui.toast(bad, 2000);
    sendCode(normalisePhone(phone.trim()));
  };
  return (
    <Button size="small" color="primary" fill="outline" shape="rounded" onClick={onSend}>
      {sent ? '重新发送' : '获取验证码'}
    </Button>
  );
}

/**
 * Inside WeChat or Alipay the booking service knows the driver by that account; one not yet bound to a phone binds
 * here (bindPhone) before an application can name its contact phone. A plain browser's signed-in account needs none.
 */
export function BindPhone() {
  const state = useBookingLoginStateQuery();
  const [bind] = useBookingBindPhoneMutation();
  const ui = useFeedback();
  const form = useForm<Draft>({
    initial: { phone: '', verifyCode: '' },
    validate: (v) => ({ phone: validatePhone(v.phone.trim()), verifyCode: /^\d{6}$/.test(v.verifyCode) ? null : '请输入6位验证码' }),
    onSubmit: async (v) => {
      try {
        await bind({ phone: normalisePhone(v.phone.trim()), verifyCode: v.verifyCode }).unwrap();
        ui.toast('手机号已绑定', 2000);
      } catch {
        // The error catalogue said why.
      }
    },
  });
  if (!state.data || state.data.isBindPhone) return null;
  return (
    <form className={`${styles.card} ${styles.stack}`} onSubmit={form.submit} noValidate aria-label="绑定手机号">
      <h2 className={styles.title}>绑定手机号</h2>
      <p className={styles.weak}>登记车位前，请先将当前账号绑定手机号，审核结果将通过短信通知您</p>
      <Field id={form.id('phone')} label="手机号" error={form.errors.phone} addon={<SendCode phone={form.values.phone} />}>
        <Input id={form.id('phone')} type="tel" value={form.values.phone} onChange={(phone) => form.set({ phone })} onBlur={() => form.touch('phone')} maxLength={14} />
      </Field>
      <Field id={form.id('verifyCode')} label="验证码" error={form.errors.verifyCode}>
        <Input id={form.id('verifyCode')} inputMode="numeric" value={form.values.verifyCode} onChange={(verifyCode) => form.set({ verifyCode })} maxLength={6} />
      </Field>
      <Button color="primary" shape="rounded" type="submit" loading={form.pending}>
        绑定
      </Button>
    </form>
  );
}
