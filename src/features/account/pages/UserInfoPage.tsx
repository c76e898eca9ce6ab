import { Link } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { maskPhone } from '@/lib/format';
import { RequireDriver } from '../profile/RequireDriver';
import '../profile/profile.css';
import { ProfileLoadError } from '../profile/ProfileStates';

function Row({ label, value, to, empty = '未设置' }: { label: string; value: string; to: string; empty?: string }) {
  return (
    <li>
      <Link className="pf-row" to={to}>
        <span className="pf-row-label">{label}</span>
        <span className={`pf-row-value${value ? '' : ' pf-row-value--empty'}`}>{value || empty}</span>
        <span className="pf-chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

function Profile() {
  const { data, isLoading, isError, refetch, isFetching } = useLoginInfoQuery();
  if (isLoading) {
    return (
      <div role="progressbar" aria-label="个人信息加载中" aria-busy="true">
        <div className="pf-head">
          <div className="pf-avatar" aria-hidden="true" />
        </div>
        <div className="pf-list">
          <div className="pf-skeleton" />
          <div className="pf-skeleton" />
          <div className="pf-skeleton" />
        </div>
      </div>
    );
  }
  if (isError || !data) {
    return <ProfileLoadError text="个人信息加载失败" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const shown = data.nickName || data.userName || '车主';
  return (
    <>
      <div className="pf-head">
        <div className="pf-avatar" aria-hidden="true">
          {shown.slice(0, 1)}
        </div>
        <p className="pf-head-name">{shown}</p>
      </div>
      <ul className="pf-list" aria-label="个人资料">
        <Row label="姓名" value={data.userName} to="/changeUserName" />
        <Row label="昵称" value={data.nickName} to="/changeNickname" />
        <Row label="手机号" value={maskPhone(data.phone) || data.maskedPhone} to="/changeTel" />
      </ul>
      <ul className="pf-list" aria-label="账号安全">
        <Row label="登录密码" value="修改" to="/changePassWord" />
        <Row label="注销账号" value="" empty="注销后无法恢复" to="/cancellation" />
      </ul>
    </>
  );
}

/** /userInfo: the driver's profile (auth loginInfo), each row leading to the page that changes it. */
export function UserInfoPage() {
  return (
    <main className="pf-page">
      <h1 className="pf-title">个人信息</h1>
      <RequireDriver>
        <Profile />
      </RequireDriver>
    </main>
  );
}
