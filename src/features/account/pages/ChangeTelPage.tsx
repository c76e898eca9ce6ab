import { Button, Input, List } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useLoginInfoQuery } from '@/api/auth';
import { maskPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states/States';
import { FormError } from '@/ui/form/FormError';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../signIn/codes';
import { RequireDriver } from '@/ui/RequireDriver';
import { inlineError } from '../profile/serverError';
import { useProfileSaved } from '../profile/useProfileSaved';
import styles from './ChangeTelPage.module.css';
import { useChangePhoneMutation } from '@/api/driver/account';

function ChangeTelForm({ current, masked }: { current: string; masked: string }) {
  const [changePhone] = useChangePhoneMutation();
  const saved = useProfileSaved();
  // The new phone survives a failed call and a detour to /login; the code stays in memory only.
  const form = useForm({
    initial: { phone: '', verifyCode: '' },
    draftKey: 'changeTel',
    showErrors: 'touched',
    validate: (v) => {
      const typed = v.phone.trim();
      return {
        phone: typed === '' ? '请输入新手机号' : (validatePhone(typed) ?? (normalisePhone(typed) === current ? '新手机号不能与当前手机号相同' : null)),
        verifyCode: validateVerifyCode(v.verifyCode),
      };
    },
    onSubmit: async (v, { setFormError, clear }) => {
      try {
        await changePhone({ phone: normalisePhone(v.phone.trim()), verifyCode: v.verifyCode }).unwrap();
      } catch (err) {
        setFormError(inlineError(err));
        return;
      }
      clear();
      saved();
    },
  });
  const typed = form.values.phone.trim();

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <CardList>
        <List.Item>
          <p className={styles.readonly}>
            <span>当前手机号</span>
            <span>{masked}</span>
          </p>
        </List.Item>
      </CardList>
      <CardList>
        <Field id={form.id('phone')} label="新手机号" error={form.errors.phone}>
          <Input
            id={form.id('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="请输入新手机号"
            value={form.values.phone}
            onChange={(phone) => form.set({ phone })}
            onBlur={() => form.touch('phone')}
          />
        </Field>
        <Field
          id={form.id('verifyCode')}
          label="验证码"
          error={form.errors.verifyCode}
          hint="验证码将发送至上面填写的新手机号"
          addon={<VerifyCodeButton phone={typed} type={4} disabled={normalisePhone(typed) === current} />}
        >
          <Input
            id={form.id('verifyCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            value={form.values.verifyCode}
            onChange={(verifyCode) => form.set({ verifyCode })}
            onBlur={() => form.touch('verifyCode')}
          />
        </Field>
      </CardList>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" disabled={form.pending}>
        {form.pending ? '提交中…' : '确认更换'}
      </Button>
    </form>
  );
}

function ChangeTel() {
  const info = useLoginInfoQuery();
  return (
    <QueryState query={info} loading="个人信息加载中" error="个人信息加载失败">
      {(data) => <ChangeTelForm current={data.phone} masked={maskPhone(data.phone) || data.maskedPhone} />}
    </QueryState>
  );
}

/** /changeTel: the phone the account signs in with, changed by a code sent to the NEW phone (type 4). */
export function ChangeTelPage() {
  return (
    <Page title="更换手机号" fallback={paths.userInfo}>
      <RequireDriver>
        <ChangeTel />
      </RequireDriver>
    </Page>
  );
}
