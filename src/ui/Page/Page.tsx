import { ConfigProvider, SafeArea } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hostDrawsTitleBar } from '@/platform/hostBar';
import '../kit/setup';
import styles from './Page.module.css';
import { useFooterRoom } from './useFooterRoom';
import { paths } from '@/lib/paths';

export interface PageProps {
  /** What the page is, in the driver's words; also the one h1 of the page. */
  title: string;
  children: ReactNode;
  /**
   * Pinned to the bottom above the safe area: the page's main action (pay, submit), an `ActionBar` where the page is
   * long. It keeps its place at the page's end, and a focused field scrolls into view above it.
   */
  footer?: ReactNode;
  /** Where 返回 goes when there is no history to go back to (opened from a link); default /home. */
  fallback?: string;
  /** Extra control on the right of the bar (drawn only where the bar is ours). */
  right?: ReactNode;
}

/** Back one entry when this visit has one (the data router numbers them), else to a sensible page. */
function useBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

/**
 * Every screen off the home path: the title (in our own bar where the host draws no bar, read by screen
 * readers everywhere), the content, an optional pinned footer, the safe areas of notched phones, antd-mobile's
 * Chinese locale. Scroll and focus on navigation are the router layout's job (RootLayout).
 */
export function Page({ title, children, footer, fallback = paths.home, right }: PageProps) {
  const back = useBack(fallback);
  const footerRef = useRef<HTMLDivElement>(null);
  useFooterRoom(footerRef, !!footer);
  const ownBar = !hostDrawsTitleBar();
  const heading = (
    <h1 className={ownBar ? styles.barTitle : 'sr-only'} tabIndex={-1} data-page-heading>
      {title}
    </h1>
  );
  return (
    <ConfigProvider locale={zhCN}>
      <div className={styles.page}>
        {ownBar ? (
          <header className={styles.bar}>
            <SafeArea position="top" />
            {/* antd-mobile's NavBar draws 返回 as an unfocusable div with role=button and a hidden label; this
                bar looks the same and is a real button a keyboard and a screen reader can use. */}
            <div className={styles.barRow}>
              <button type="button" className={styles.back} onClick={back}>
                <LeftOutline aria-hidden="true" />
                <span>返回</span>
              </button>
              {heading}
              <div className={styles.barRight}>{right}</div>
            </div>
          </header>
        ) : (
          heading
        )}
        <main className={styles.body}>{children}</main>
        {footer && (
          <div className={styles.footer} ref={footerRef}>
            {footer}
            <SafeArea position="bottom" />
          </div>
        )}
        {!footer && <SafeArea position="bottom" />}
      </div>
    </ConfigProvider>
  );
}
