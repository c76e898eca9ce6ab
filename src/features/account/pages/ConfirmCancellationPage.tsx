import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { useAccountDeleteCheckResultQuery, useDeleteAccountMutation } from '@/api/driver';
import { useAppDispatch, useAppStore } from '@/ui/hooks';
import { loggedOut } from '@/session/sessionSlice';
import { removeStored } from '@/session/storage';
import { clearTokens } from '@/session/tokens';
import { VerifyCodeButton } from '../components/VerifyCodeButton';
import { validateVerifyCode } from '../profile/codeRules';
import { DELETION_CONSEQUENCES } from '../profile/deleteChecks';
import { FormField } from '../profile/FormField';
import { maskPhone } from '@/lib/format';
import { RequireDriver } from '../profile/RequireDriver';
import { inlineError } from '../profile/serverError';
import { useSingleFlight } from '../profile/useSingleFlight';
import '../profile/profile.css';
import { ProfileLoadError, ProfileLoading } from '../profile/ProfileStates';

export const FINAL_DIALOG = {
  title: '确认注销',
  content: '注销后账号将无法登录，绑定的车辆、优惠券和记录将被清除且无法恢复。确定要注销吗？',
  actions: [
    { key: 'cancel', text: '取消' },
    { key: 'confirm', text: '确认注销', primary: true },
  ],
} as const;

function ConfirmForm({ onDeleted }: { onDeleted: () => void }) {
  const { ui } = useAppStore().deps;
  const info = useLoginInfoQuery();
  const check = useAccountDeleteCheckResultQuery();
  const [deleteAccount] = useDeleteAccountMutation();
  const [agreed, setAgreed] = useState(false);
  const [verifyCode, setVerifyCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight();

  if (info.isLoading || check.isLoading) {
    return <ProfileLoading />;
  }
  if (info.isError || check.isError || !info.data || !check.data) {
    return (
      <ProfileLoadError
        text="账号信息加载失败"
        onRetry={() => {
          void info.refetch();
          void check.refetch();
        }}
      />
    );
  }
  if (!check.data.canDelete) {
    return (
      <div className="pf-state">
        <p role="alert">暂不能注销：{check.data.reasons.join('；')}</p>
        <Link className="pf-retry pf-submit--link" to="/cancellation" replace>
          返回查看
        </Link>
      </div>
    );
  }

  const phone = info.data.phone;
  const codeError = submitted ? validateVerifyCode(verifyCode) : null;
  const agreeError = submitted && !agreed ? '请先阅读并同意注销须知' : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (pending || !agreed || validateVerifyCode(verifyCode)) return;
    void run(async () => {
      setServerError(null);
      const choice = await ui.dialog({ ...FINAL_DIALOG, actions: [...FINAL_DIALOG.actions] });
      if (choice !== 'confirm') return;
      try {
        await deleteAccount({ verifyCode }).unwrap();
      } catch (err) {
        setServerError(inlineError(err));
        return;
      }
      onDeleted();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <section className="pf-notice" aria-labelledby="pf-notice-title">
        <h2 id="pf-notice-title" className="pf-section-title">
          注销须知
        </h2>
        <ol>
          {DELETION_CONSEQUENCES.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </section>
      <div className="pf-card">
        <p className="pf-readonly">
          <span>验证码将发送至</span>
          <span>{maskPhone(phone) || info.data.maskedPhone}</span>
        </p>
        <FormField
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入短信验证码"
          value={verifyCode}
          onChange={(v) => {
            setServerError(null);
            setVerifyCode(v);
          }}
          error={codeError}
          addon={<VerifyCodeButton phone={phone} type={6} />}
        />
      </div>
      <label className="pf-agree">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} aria-invalid={agreeError ? true : undefined} />
        <span>我已阅读并同意注销须知</span>
      </label>
      {agreeError ? (
        <p className="pf-error pf-agree-error" role="alert">
          {agreeError}
        </p>
      ) : null}
      {serverError ? (
        <p className="pf-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="pf-submit pf-submit--danger" disabled={pending || !agreed}>
        {pending ? '注销中…' : '确认注销'}
      </button>
    </form>
  );
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
  const { ui } = useAppStore().deps;
  const onDeleted = useCallback(() => {
    setDone(true);
    clearTokens();
    removeStored('reqJson', 'platInfo');
    dispatch(loggedOut({ reason: 'user' }));
    ui.toast('账号已注销', 2000);
    void navigate('/home', { replace: true });
  }, [dispatch, navigate, ui]);

  if (done) {
    return (
      <main className="pf-page">
        <div className="pf-result" role="status">
          <h1>账号已注销</h1>
          <p>感谢您的使用，正在返回首页…</p>
        </div>
      </main>
    );
  }
  return (
    <main className="pf-page">
      <h1 className="pf-title">确认注销</h1>
      <RequireDriver>
        <ConfirmForm onDeleted={onDeleted} />
      </RequireDriver>
    </main>
  );
}
