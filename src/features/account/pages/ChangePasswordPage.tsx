import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { FormError } from '@/ui/form/FormError';
import { PasswordRules, validatePassword, validatePasswordConfirm } from '../components/PasswordRules';
import { RequireDriver } from '@/ui/RequireDriver';
import { inlineError } from '../profile/serverError';
import { useLeave } from '../profile/useLeave';
import styles from './ChangePasswordPage.module.css';
import { useChangePasswordMutation } from '@/api/driver/account';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The messages of the three fields, in the order they are checked. */
export function changePasswordErrors(oldPassword: string, newPassword: string, confirmPassword: string): Record<PasswordField, string | null> {
  return {
    oldPassword: oldPassword === '' ? '请输入原密码' : null,
    newPassword: validatePassword(newPassword) ?? (newPassword === oldPassword ? '新密码不能与原密码相同' : null),
    confirmPassword: validatePasswordConfirm(newPassword, confirmPassword),
  };
}

const FIELDS: { name: PasswordField; label: string; autoComplete: string; placeholder: string }[] = [
  { name: 'oldPassword', label: '原密码', autoComplete: 'current-password', placeholder: '请输入原密码' },
  { name: 'newPassword', label: '新密码', autoComplete: 'new-password', placeholder: '请输入新密码' },
  { name: 'confirmPassword', label: '确认新密码', autoComplete: 'new-password', placeholder: '请再次输入新密码' },
];

function ChangePasswordForm() {
  const ui = useFeedback();
  const leave = useLeave();
  const [changePassword] = useChangePasswordMutation();
  // Passwords stay in memory only: no draft.
  const form = useForm<Record<PasswordField, string>>({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    showErrors: 'touched',
    validate: (v) => changePasswordErrors(v.oldPassword, v.newPassword, v.confirmPassword),
    onSubmit: async (v, { setFormError }) => {
      try {
        await changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword }).unwrap();
      } catch (err) {
        setFormError(inlineError(err));
        return;
      }
      ui.toast('密码修改成功', 2000);
      leave();
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <CardList>
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            id={form.id(f.name)}
            label={f.label}
            error={form.errors[f.name]}
            hint={f.name === 'newPassword' ? <PasswordRules value={form.values.newPassword} /> : undefined}
          >
            <Input
              id={form.id(f.name)}
              type="password"
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              value={form.values[f.name]}
              onChange={(v) => form.set({ [f.name]: v } as Partial<Record<PasswordField, string>>)}
              onBlur={() => form.touch(f.name)}
            />
          </Field>
        ))}
      </CardList>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending}>
        {form.pending ? '提交中…' : '确认修改'}
      </Button>
      <Link className={styles.centerLink} to={href(paths.passWordChange, { redirect: paths.userInfo })}>
        忘记原密码？用验证码重置
      </Link>
    </form>
  );
}

/** /changePassWord: old + new + confirm (driver PUT password), the password rule on screen. */
export function ChangePasswordPage() {
  return (
    <Page title="修改密码" fallback={paths.userInfo}>
      <RequireDriver>
        <ChangePasswordForm />
      </RequireDriver>
    </Page>
  );
}
