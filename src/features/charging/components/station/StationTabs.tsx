import type { ReactNode } from 'react';
import { Tabs } from '@/ui/Tabs';
import { STATION_TABS, type StationTab } from './stationTabs';
import styles from './StationGlance.module.css';

/**
 * What the first screen leaves out, one tab at a time: the open tab's panel alone is drawn (its reads start when it
 * opens). `panel` draws the tab asked for.
 */
export function StationTabs({ tab, onChange, panel }: { tab: StationTab; onChange: (tab: StationTab) => void; panel: (tab: StationTab) => ReactNode }) {
  const title = STATION_TABS.find((t) => t.key === tab)?.title;
  return (
    <div className={styles.tabs} id="chg-station-tabs">
      <Tabs aria-label="充电站详情分类" size="m" activeKey={tab} onChange={(k) => onChange(STATION_TABS.find((t) => t.key === k)?.key ?? tab)}>
        {STATION_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={title} className={styles.panel}>
        {panel(tab)}
      </div>
    </div>
  );
}
