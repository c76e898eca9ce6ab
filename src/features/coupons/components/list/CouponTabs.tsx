import { useWalletCouponsCountQuery } from '@/api/coupon/wallet';
import type { CouponStatus } from '@/api/coupon/types';
import { Tabs } from '@/ui/Tabs';
import { TABS } from './tabs';
import styles from './CouponTabs.module.css';

/** 未使用 / 已使用 / 已过期 with their counts (a tablist: the chosen one is said to be selected). */
export function CouponTabs({ tab, onChange }: { tab: CouponStatus; onChange: (tab: CouponStatus) => void }) {
  const counts = useWalletCouponsCountQuery({ scope: 'all' });
  return (
    <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => onChange(TABS.find((t) => t.key === key)?.key ?? 'unused')}>
      {TABS.map((t) => (
        <Tabs.Tab key={t.key} title={counts.data ? `${t.label}(${counts.data[t.count]})` : t.label} />
      ))}
    </Tabs>
  );
}
