import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '@/ui/Link';
import styles from './ShellLayout.module.css';
import { paths } from '@/lib/paths';

const TABS = [
  { to: paths.home, label: '首页', icon: 'M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z' },
  { to: paths.map, label: '附近', icon: 'M12 3a7 7 0 0 0-7 7c0 5 7 11 7 11s7-6 7-11a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 7.5a2.5 2.5 0 0 1 0 5z' },
  { to: paths.mine, label: '我的', icon: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z' },
];

/** The tab whose page (or a page under it) is open. */
function isOpen(tab: string, pathname: string): boolean {
  const open = pathname.toLowerCase();
  return open === tab.toLowerCase() || open.startsWith(`${tab.toLowerCase()}/`);
}

/** /home, /map and /mine share the bottom tab bar. */
export function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <div>
      <div className={styles.page}>
        <Outlet />
      </div>
      <nav className={styles.tabs} aria-label="主导航">
        {TABS.map((t) => {
          const open = isOpen(t.to, pathname);
          return (
            <Link key={t.to} to={t.to} replace className={open ? `${styles.tab} ${styles.tabActive}` : styles.tab} aria-current={open ? 'page' : undefined}>
              <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
                <path d={t.icon} fill="currentColor" />
              </svg>
              <span>{t.label}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
