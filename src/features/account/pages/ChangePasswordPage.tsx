import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useChangePasswordMutation } from '@/api/driver';
import { useAppStore } from '@/ui/hooks';
import { PasswordRules, validatePassword, validatePasswordConfirm } from '../components/PasswordRules';
import { FormField } from '../profile/FormField';
import { keepFocus } from '../profile/keepFocus';
import { RequireDriver } from '../profile/RequireDriver';
import { inlineError } from '../profile/serverError';
import { useLeave } from '../profile/useLeave';
import { useSingleFlight } from '../profile/useSingleFlight';
import { useTouched } from '../profile/useTouched';
import '../profile/profile.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The messages of the three fields, in the order they are checked. */
export function changePasswordErrors(oldPassword: string, newPassword: string, confirmPassword: string): Record<Field, string | null> {
  return {
    oldPassword: oldPassword === '' ? '请输入原密码' : null,
    newPassword: validatePassword(newPassword) ?? (newPassword === oldPassword ? '新密码不能与原密码相同' : null),
    confirmPassword: validatePasswordConfirm(newPassword, confirmPassword),
  };
}

function ChangePasswordForm() {
  const { ui } = useAppStore().deps;
  const leave = useLeave();
  const [changePassword] = useChangePasswordMutation();
  // Passwords stay in memory only: never in a draft.
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight();
  const { touch, shown, submit } = useTouched<Field>();
  const errors = changePasswordErrors(values.oldPassword, values.newPassword, values.confirmPassword);
  const set = (k: Field) => (v: string) => {
    setServerError(null);
    setValues((s) => ({ ...s, [k]: v }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
    if (pending || Object.values(errors).some(Boolean)) return;
    void run(async () => {
      setServerError(null);
      try {
        await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap();
      } catch (err) {
        setServerError(inlineError(err));
        return;
      }
      ui.toast('密码修改成功', 2000);
      leave();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="pf-card">
        <FormField label="原密码" type="password" autoComplete="current-password" placeholder="请输入原密码" value={values.oldPassword} onChange={set('oldPassword')} onBlur={() => touch('oldPassword')} error={shown('oldPassword', errors.oldPassword)} />
        <FormField label="新密码" type="password" autoComplete="new-password" placeholder="请输入新密码" value={values.newPassword} onChange={set('newPassword')} onBlur={() => touch('newPassword')} error={shown('newPassword', errors.newPassword)} hint={<PasswordRules value={values.newPassword} />} />
        <FormField label="确认新密码" type="password" autoComplete="new-password" placeholder="请再次输入新密码" value={values.confirmPassword} onChange={set('confirmPassword')} onBlur={() => touch('confirmPassword')} error={shown('confirmPassword', errors.confirmPassword)} />
      </div>
      {serverError ? (
        <p className="pf-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="pf-submit" disabled={pending} {...keepFocus}>
        {pending ? '提交中…' : '确认修改'}
      </button>
      <Link className="pf-secondary-link" to="/passWordChange?redirect=%2FuserInfo">
        忘记原密码？用验证码重置
      </Link>
    </form>
  );
}

/** /changePassWord: old + new + confirm (driver PUT password), the password rule on screen. */
export function ChangePasswordPage() {
  return (
    <main className="pf-page">
      <h1 className="pf-title">修改密码</h1>
      <RequireDriver>
        <ChangePasswordForm />
      </RequireDriver>
    </main>
  );
}
