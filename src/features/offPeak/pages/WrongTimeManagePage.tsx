import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useDiffTimePackagesInfiniteQuery, useDiffTimeSubscriptionsInfiniteQuery } from '@/api/booking/offpeak';
import type { DiffTimeStatusFilter } from '@/api/booking/offpeak.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { Tabs } from '@/ui/Tabs';
import { LinkButton } from '@/ui/LinkButton';
import { PackageItem, SubscriptionItem } from '../components/OrderItems';
import { STATUS_FILTERS } from '../text';
import styles from './WrongTimeManagePage.module.css';

type Tab = 'package' | 'subscribe';

function emptyOf(tab: Tab, status: DiffTimeStatusFilter | undefined) {
  return {
    text: status ? '没有该状态的订单' : tab === 'package' ? '您还没有错时包月' : '您还没有错时预约',
    description: '错时共享：在车位主人不用的时段停车，价格更低',
    action: (
      <LinkButton solid to={paths.wrongTimeShare}>
        去看看错时共享
      </LinkButton>
    ),
  };
}

function Packages({ status }: { status: DiffTimeStatusFilter | undefined }) {
  const q = useDiffTimePackagesInfiniteQuery(status ? { status } : {});
  return (
    <PagedList query={q} label="错时包月" itemKey={(p) => p.packageNo} renderItem={(p) => <PackageItem p={p} />} loading="错时包月加载中" error="错时包月加载失败" empty={emptyOf('package', status)} pullToRefresh />
  );
}

function Subscriptions({ status }: { status: DiffTimeStatusFilter | undefined }) {
  const q = useDiffTimeSubscriptionsInfiniteQuery(status ? { status } : {});
  return (
    <PagedList query={q} label="错时预约" itemKey={(s) => s.subscribeNo} renderItem={(s) => <SubscriptionItem s={s} />} loading="错时预约加载中" error="错时预约加载失败" empty={emptyOf('subscribe', status)} pullToRefresh />
  );
}

/** /wrongTimeManage (?tab&status): the driver's off-peak packages and slots, by state (生效中, 待生效, 已结束, 已取消…). */
export function WrongTimeManagePage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'subscribe' ? 'subscribe' : 'package';
  const raw = search.get('status');
  const status = STATUS_FILTERS.find((f) => f.key === raw && f.key !== 'all')?.key as DiffTimeStatusFilter | undefined;
  const go = (next: { tab?: Tab; status?: string }) => {
    const t = next.tab ?? tab;
    const s = next.status ?? status ?? 'all';
    setSearch({ ...(t === 'subscribe' ? { tab: t } : {}), ...(s !== 'all' ? { status: s } : {}) }, { replace: true });
  };
  return (
    <Page title="我的错时共享" fallback={paths.mine}>
      <RequireDriver>
        <div className={styles.stack}>
          <ul className={styles.shortcuts} aria-label="错时共享服务">
            <li>
              <Link to={paths.wrongTimeShare}>错时共享停车场</Link>
            </li>
            <li>
              <Link to={paths.violationRecord}>违规记录</Link>
            </li>
          </ul>
          <Tabs size="m" className={styles.tabs} activeKey={tab} onChange={(k) => go({ tab: k as Tab, status: 'all' })}>
            <Tabs.Tab key="package" title="错时包月" />
            <Tabs.Tab key="subscribe" title="错时预约" />
          </Tabs>
          <Tabs size="m" className={styles.tabs} activeKey={status ?? 'all'} onChange={(k) => go({ status: k })}>
            {STATUS_FILTERS.map((f) => (
              <Tabs.Tab key={f.key} title={f.title} />
            ))}
          </Tabs>
          {tab === 'package' ? <Packages status={status} /> : <Subscriptions status={status} />}
        </div>
      </RequireDriver>
    </Page>
  );
}
