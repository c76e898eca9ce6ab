import { useEffect, useRef } from 'react';
import { Tabs } from '@/ui/Tabs';
import styles from './LoginTabs.module.css';

export type LoginMode = 'password' | 'code';

export const MODE_NAMES: Record<LoginMode, string> = { password: '密码登录', code: '验证码登录' };

/**
 * 密码登录 / 验证码登录 as antd-mobile Tabs: role tablist/tab, one tab in the Tab order (roving tabindex), Left/Right
 * move and activate. The mode lives in the address (?mode=), and the layout moves focus to the page heading after
 * every change of address; switching ways is not a new page, so the tab that had focus gets it back after that.
 */
export function LoginTabs({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return undefined;
    refocus.current = false;
    let inner = 0;
    // Two frames: the layout's own focus move is queued for the next frame by the same commit.
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [mode]);

  return (
    <div ref={list}>
      <Tabs
        className={styles.tabs}
        activeKey={mode}
        onChange={(key) => {
          refocus.current = list.current?.contains(document.activeElement) ?? false;
          onChange(key === 'code' ? 'code' : 'password');
        }}
      >
        <Tabs.Tab key="password" title={MODE_NAMES.password} />
        <Tabs.Tab key="code" title={MODE_NAMES.code} />
      </Tabs>
    </div>
  );
}
