import { Tabs } from '@/ui/Tabs';
import styles from './LoginTabs.module.css';

export type LoginMode = 'password' | 'code';

export const MODE_NAMES: Record<LoginMode, string> = { password: '密码登录', code: '验证码登录' };

/**
 * 密码登录 / 验证码登录 as the kit's Tabs (one in the Tab order, the arrows move and choose). The mode lives in the
 * address (?mode=); that is a new query on the same page, so focus stays on the tab the driver chose.
 */
export function LoginTabs({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  return (
    <Tabs className={styles.tabs} aria-label="登录方式" activeKey={mode} onChange={(key) => onChange(key === 'code' ? 'code' : 'password')}>
      <Tabs.Tab key="password" title={MODE_NAMES.password} />
      <Tabs.Tab key="code" title={MODE_NAMES.code} />
    </Tabs>
  );
}
