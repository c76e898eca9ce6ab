import { Button, Input, List } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { maskPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { loggedOut } from '@/session/sessionSlice';
import { removeStored } from '@/session/storage';
import { clearTokens } from '@/session/tokens';
import { CheckField } from '@/ui/form/CheckField';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useAppDispatch, useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { FormError } from '@/ui/form/FormError';
import { LinkButton } from '@/ui/LinkButton';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../signIn/codes';
import { DeletionNotice } from '../profile/DeletionNotice';
import { RequireDriver } from '@/ui/RequireDriver';
import { inlineError } from '../profile/serverError';
import styles from './ConfirmCancellationPage.module.css';
import { useAccountDeleteCheckResultQuery, useDeleteAccountMutation } from '@/api/driver/account';

export const FINAL_DIALOG = {
  title: '确认注销',
  content: '注销后账号将无法登录，绑定的车辆、优惠券和记录将被清除且无法恢复。确定要注销吗？',
  actions: [
    { key: 'cancel', text: '取消' },
    { key: 'confirm', text: '确认注销', primary: true },
  ],
} as const;

function ConfirmForm({ phone, masked, onDeleted }: { phone: string; masked: string; onDeleted: () => void }) {
  const ui = useFeedback();
  const [deleteAccount] = useDeleteAccountMutation();
  const form = useForm({
    initial: { agreed: false, verifyCode: '' },
    showErrors: 'touched',
    validate: (v) => ({ verifyCode: validateVerifyCode(v.verifyCode), agreed: v.agreed ? null : '请先阅读并同意注销须知' }),
    onSubmit: async (v, { setFormError }) => {
      // The dialog is inside the single flight: a double tap asks once.
      const choice = await ui.dialog({ ...FINAL_DIALOG, actions: [...FINAL_DIALOG.actions] });
      if (choice !== 'confirm') return;
      try {
        await deleteAccount({ verifyCode: v.verifyCode }).unwrap();
      } catch (err) {
        setFormError(inlineError(err));
        return;
      }
      onDeleted();
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <DeletionNotice />
      <CardList>
        <List.Item>
          <p className={styles.readonly}>
            <span>验证码将发送至</span>
            <span>{masked}</span>
          </p>
        </List.Item>
        <Field id={form.id('verifyCode')} label="验证码" error={form.errors.verifyCode} addon={<VerifyCodeButton phone={phone} type={6} />}>
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
      <CheckField id={form.id('agreed')} checked={form.values.agreed} onChange={(agreed) => form.set({ agreed })} error={form.errors.agreed}>
        我已阅读并同意注销须知
      </CheckField>
      <FormError message={form.formError} />
      <Button type="submit" block color="danger" shape="rounded" size="large" disabled={form.pending || !form.values.agreed}>
        {form.pending ? '注销中…' : '确认注销'}
      </Button>
    </form>
  );
}

function Confirm({ onDeleted }: { onDeleted: () => void }) {
  const info = useLoginInfoQuery();
  const check = useAccountDeleteCheckResultQuery();
  if (!info.data || !check.data) {
    if (info.isError || check.isError) {
      const retry = () => {
        void info.refetch();
        void check.refetch();
      };
      return <LoadFailed text="账号信息加载失败" onRetry={retry} busy={info.isFetching || check.isFetching} error={failureOf(info, check)} />;
    }
    return <Loading text="账号信息加载中" />;
  }
  if (!check.data.canDelete) {
    return (
      <ResultView outcome="failure" title="暂不能注销" description={`暂不能注销：${check.data.reasons.join('；')}`}>
        <LinkButton to={paths.cancellation} replace>
          返回查看
        </LinkButton>
      </ResultView>
    );
  }
  return <ConfirmForm phone={info.data.phone} masked={maskPhone(info.data.phone) || info.data.maskedPhone} onDeleted={onDeleted} />;
}

/**
 * /onsurecancel: the last step. The notice agreed to, a code (type 6) sent to the driver's own phone, a final
 * dialog, DELETE account; then signed out (tokens, session — the root saga drops every cached driver answer) and
 * home. The result replaces the form before the session ends, so nothing on screen asks for driver data again.
 */
export function ConfirmCancellationPage() {
  const [done, setDone] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ui = useFeedback();
  const onDeleted = useCallback(() => {
    setDone(true);
    clearTokens();
    removeStored('reqJson', 'platInfo');
    dispatch(loggedOut({ reason: 'user' }));
    ui.toast('账号已注销', 2000);
    void navigate(paths.home, { replace: true });
  }, [dispatch, navigate, ui]);

  if (done) {
    return (
      <Page title="账号已注销">
        <ResultView outcome="success" title="账号已注销" description="感谢您的使用，正在返回首页…" />
      </Page>
    );
  }
  return (
    <Page title="确认注销" fallback={paths.cancellation}>
      <RequireDriver>
        <Confirm onDeleted={onDeleted} />
      </RequireDriver>
    </Page>
  );
}
