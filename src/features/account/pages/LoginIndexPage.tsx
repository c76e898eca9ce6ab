import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePlatform } from '@/platform/PlatformContext';
import { carriedQuery } from '../signIn/targets';
import '../components/authForm.css';
import './loginIndex.css';

/** The sign-in entry: password, verify code, register, and WeChat in WeChat-type clients. */
export function LoginIndexPage() {
  const [params] = useSearchParams();
  const platform = usePlatform();
  const navigate = useNavigate();
  const carried = carriedQuery(params, '&');
  const wechat = platform.clientType === 2 && platform.kind === 'wechat';

  return (
    <main className="auth-page login-index">
      <h1 className="auth-title">欢迎使用车主服务</h1>
      <p className="auth-subtitle">登录后可缴纳停车费、查看账单、管理车辆</p>
      <div className="login-index-actions">
        {wechat ? (
          <button type="button" className="auth-submit login-index-wechat" onClick={() => navigate(`/loginloading${carriedQuery(params)}`)}>
            微信登录
          </button>
        ) : null}
        <Link className={`login-index-link${wechat ? '' : ' login-index-primary'}`} to={`/login?mode=password${carried}`}>密码登录</Link>
        <Link className="login-index-link" to={`/login?mode=code${carried}`}>验证码登录</Link>
        <Link className="login-index-link" to={`/registor${carriedQuery(params)}`}>注册</Link>
      </div>
    </main>
  );
}
