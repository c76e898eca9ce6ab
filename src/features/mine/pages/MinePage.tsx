import type { ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { useLoginInfoQuery } from '@/api/auth';
import { useMenuConfigsQuery } from '@/api/basic';
import { useWalletCouponsCountQuery } from '@/api/coupon/wallet';
import { usePlateCountQuery } from '@/api/driver';
import { useAppSelector } from '@/ui/hooks';
import { formatMoney, maskPhone } from '@/lib/format';
import { walletPath } from '@/lib/walletPath';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { selectIsDriver } from '@/session/sessionSlice';
import { ExpiringPasses } from '@/ui/ExpiringPasses/ExpiringPasses';
import { ElderModeSwitch } from '@/ui/ElderModeSwitch';
import { LogoutButton } from '../LogoutButton';
import { mineGroups } from '../minePaths';
import styles from './MinePage.module.css';
import { useBalanceInfoQuery } from '@/api/driver/account';

/**
 * /mine: the driver's profile, balance, plate and coupon counts, and a grouped list of every area of the app.
 * A visitor gets a sign-in button instead of the profile and counts, no driver call is made, and neither 注销账号
 * nor 退出登录 is offered. A tab page, opened often: plain markup on the theme's tokens, no antd-mobile (its List
 * and styles would be the biggest part of this chunk, for rows a link draws as well).
 */
export function MinePage() {
  const isDriver = useAppSelector(selectIsDriver);
  const { data: config } = useMenuConfigsQuery();
  const { clientType } = usePlatform();
  const wallet = walletPath(config);
  return (
    <main className={styles.root}>
      <h1 className="sr-only">我的</h1>
      {isDriver ? (
        <>
          <Profile />
          <Counts wallet={wallet} />
          <ExpiringPasses />
        </>
      ) : (
        <section className={`${styles.profile} ${styles.profileVisitor}`} aria-label="未登录">
          <div className={styles.avatar} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
            </svg>
          </div>
          <div className={styles.who}>
            <p className={styles.name}>欢迎使用车主服务</p>
            <p className={styles.phone}>登录后查看余额和车辆</p>
          </div>
          <Link className={styles.login} to={loginWithRedirect(paths.mine)}>
            登录/注册
          </Link>
        </section>
      )}
      <ElderModeSwitch />
      {mineGroups(config, clientType, isDriver).map((g) => (
        <section key={g.title} className={styles.group} aria-labelledby={`mine-g-${g.title}`}>
          <h2 className={styles.groupTitle} id={`mine-g-${g.title}`}>
            {g.title}
          </h2>
          <ul className={styles.list}>
            {g.entries.map((e) => (
              <li key={e.label}>
                <Link className={styles.entry} to={e.to}>
                  <span>{e.label}</span>
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {isDriver && <LogoutButton />}
    </main>
  );
}

function Profile() {
  const { data, isLoading, isError, refetch } = useLoginInfoQuery();
  if (isLoading) {
    return <section className={`${styles.profile} ${styles.profileLoading}`} aria-label="个人信息" aria-busy="true" role="progressbar" />;
  }
  if (isError || !data) {
    return (
      <section className={styles.profile} aria-label="个人信息">
        <p className={styles.error} role="alert">
          个人信息加载失败
        </p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          重试
        </button>
      </section>
    );
  }
  const name = data.nickName || data.userName || '车主';
  return (
    <section className={styles.profile} aria-label="个人信息">
      <div className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1)}
      </div>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.phone}>{maskPhone(data.phone) || data.maskedPhone}</p>
      </div>
      <Link className={styles.edit} to={paths.userInfo} aria-label="个人信息">
        ›
      </Link>
    </section>
  );
}

/** One count: its value, '…' while loading, '--' with a retry when it failed. */
function Count({ label, to, value, loading, failed, onRetry }: { label: string; to: string; value: ReactNode; loading: boolean; failed: boolean; onRetry: () => void }) {
  return (
    <li className={styles.count}>
      {failed ? (
        <button type="button" className={styles.countLink} onClick={onRetry} aria-label={`${label}加载失败，重试`}>
          <strong>--</strong>
          <span>{label}（重试）</span>
        </button>
      ) : (
        <Link className={styles.countLink} to={to}>
          <strong aria-busy={loading}>{loading ? '…' : value}</strong>
          <span>{label}</span>
        </Link>
      )}
    </li>
  );
}

function Counts({ wallet }: { wallet: string }) {
  const balance = useBalanceInfoQuery();
  const plates = usePlateCountQuery();
  // The same count as /discount's 未使用 tab (parking and charging coupons), where the tap leads.
  const coupons = useWalletCouponsCountQuery({ scope: 'all' });
  return (
    <section className={styles.countsWrap} aria-label="我的资产">
      <ul className={styles.counts}>
        <Count label="余额" to={wallet} value={balance.data ? formatMoney(balance.data.balance) : '--'} loading={balance.isLoading} failed={balance.isError} onRetry={() => void balance.refetch()} />
        <Count label="车辆" to={paths.carManage} value={plates.data ? `${plates.data.count}辆` : '--'} loading={plates.isLoading} failed={plates.isError} onRetry={() => void plates.refetch()} />
        <Count label="优惠券" to={paths.unused} value={coupons.data ? `${coupons.data.unusedCount}张` : '--'} loading={coupons.isLoading} failed={coupons.isError} onRetry={() => void coupons.refetch()} />
      </ul>
    </section>
  );
}
