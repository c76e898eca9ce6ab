import { useLoginInfoQuery } from '@/api/auth';
import { maskPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states/States';
import { NamedList } from '../profile/NamedList';
import { ProfileRow } from '../profile/ProfileRow';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './UserInfoPage.module.css';

function Profile() {
  const info = useLoginInfoQuery();
  return (
    <QueryState query={info} loading="个人信息加载中" error="个人信息加载失败">
      {(data) => {
        const shown = data.nickName || data.userName || '车主';
        return (
          <>
            <div className={styles.head}>
              <div className={styles.avatar} aria-hidden="true">
                {shown.slice(0, 1)}
              </div>
              <p className={styles.headName}>{shown}</p>
            </div>
            <NamedList label="个人资料">
              <ProfileRow label="姓名" value={data.userName} to={paths.changeUserName} />
              <ProfileRow label="昵称" value={data.nickName} to={paths.changeNickname} />
              <ProfileRow label="手机号" value={maskPhone(data.phone) || data.maskedPhone} to={paths.changeTel} />
            </NamedList>
            <NamedList label="账号安全">
              <ProfileRow label="登录密码" value="修改" to={paths.changePassWord} />
              <ProfileRow label="我的数据" value="查看、下载、删除" to={paths.myData} />
              <ProfileRow label="注销账号" value="" empty="注销后无法恢复" to={paths.cancellation} />
            </NamedList>
          </>
        );
      }}
    </QueryState>
  );
}

/** /userInfo: the driver's profile (auth loginInfo), each row leading to the page that changes it. */
export function UserInfoPage() {
  return (
    <Page title="个人信息" fallback={paths.mine}>
      <RequireDriver>
        <Profile />
      </RequireDriver>
    </Page>
  );
}
