import { useState, type FormEvent } from 'react';
import { useLoginInfoQuery } from '@/api/auth';
import { useChangePhoneMutation } from '@/api/driver';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useFormDraft } from '@/ui/useFormDraft';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../profile/codeRules';
import { FormField } from '../profile/FormField';
import { keepFocus } from '../profile/keepFocus';
import { maskPhone } from '@/lib/format';
import { RequireDriver } from '../profile/RequireDriver';
import { inlineError } from '../profile/serverError';
import { useProfileSaved } from '../profile/useProfileSaved';
import { useSingleFlight } from '../profile/useSingleFlight';
import { useTouched } from '../profile/useTouched';
import '../profile/profile.css';
import { ProfileLoadError, ProfileLoading } from '../profile/ProfileStates';

type Field = 'phone' | 'verifyCode';

function ChangeTelForm() {
  const info = useLoginInfoQuery();
  const [changePhone] = useChangePhoneMutation();
  const [draft, patch, clear] = useFormDraft('changeTel', { phone: '' });
  const [verifyCode, setVerifyCode] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight();
  const { touch, shown, submit } = useTouched<Field>();
  const saved = useProfileSaved();

  if (info.isLoading) {
    return <ProfileLoading />;
  }
  if (info.isError || !info.data) {
    return <ProfileLoadError text="个人信息加载失败" onRetry={() => void info.refetch()} />;
  }

  const current = info.data.phone;
  const typed = draft.phone.trim();
  const phoneError = typed === '' ? '请输入新手机号' : (validatePhone(typed) ?? (normalisePhone(typed) === current ? '新手机号不能与当前手机号相同' : null));
  const errors: Record<Field, string | null> = { phone: phoneError, verifyCode: validateVerifyCode(verifyCode) };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
    if (pending || errors.phone || errors.verifyCode) return;
    void run(async () => {
      setServerError(null);
      try {
        await changePhone({ phone: normalisePhone(typed), verifyCode }).unwrap();
      } catch (err) {
        setServerError(inlineError(err));
        return;
      }
      clear();
      saved();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="pf-card">
        <p className="pf-readonly">
          <span>当前手机号</span>
          <span>{maskPhone(current) || info.data.maskedPhone}</span>
        </p>
      </div>
      <div className="pf-card">
        <FormField
          label="新手机号"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="请输入新手机号"
          value={draft.phone}
          onChange={(v) => {
            setServerError(null);
            patch({ phone: v });
          }}
          onBlur={() => touch('phone')}
          error={shown('phone', errors.phone)}
        />
        <FormField
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="新手机号收到的验证码"
          value={verifyCode}
          onChange={(v) => {
            setServerError(null);
            setVerifyCode(v);
          }}
          onBlur={() => touch('verifyCode')}
          error={shown('verifyCode', errors.verifyCode)}
          addon={<VerifyCodeButton phone={typed} type={4} disabled={normalisePhone(typed) === current} />}
        />
      </div>
      {serverError ? (
        <p className="pf-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="pf-submit" disabled={pending} {...keepFocus}>
        {pending ? '提交中…' : '确认更换'}
      </button>
    </form>
  );
}

/** /changeTel: the phone the account signs in with, changed by a code sent to the NEW phone (type 4). */
export function ChangeTelPage() {
  return (
    <main className="pf-page">
      <h1 className="pf-title">更换手机号</h1>
      <RequireDriver>
        <ChangeTelForm />
      </RequireDriver>
    </main>
  );
}
