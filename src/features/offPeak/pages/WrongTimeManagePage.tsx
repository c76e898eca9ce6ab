import { Tabs } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
import { bookingOffPeakApi } from '@/api/booking/offpeak';
import type { DiffTimeListParams, DiffTimePackage, DiffTimePackagePage, DiffTimeStatus, DiffTimeSubscription, DiffTimeSubscriptionPage } from '@/api/booking/offpeak.types';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '../components/LinkButton';
import { PackageItem, SubscriptionItem } from '../components/OrderItems';
import { STATUS_FILTERS } from '../text';
import { usePages } from '@/ui/PagedList/usePages';
import '../offPeak.css';

const PAGE_SIZE = 10;
type Tab = 'package' | 'subscribe';

const nextPage = (p: { pageNo: number; pageSize: number; total: number }, a: DiffTimeListParams) => (p.pageNo * p.pageSize < p.total ? { ...a, pageNo: a.pageNo + 1 } : null);

function emptyOf(tab: Tab, status: DiffTimeStatus | undefined) {
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

function Packages({ status }: { status: DiffTimeStatus | undefined }) {
  const dispatch = useAppDispatch();
  const q = usePages<DiffTimeListParams, DiffTimePackagePage, DiffTimePackage>({
    first: { pageNo: 1, pageSize: PAGE_SIZE, ...(status ? { status } : {}) },
    next: nextPage,
    start: (a) => dispatch(bookingOffPeakApi.endpoints.diffTimePackages.initiate(a)),
    read: (s, a) => bookingOffPeakApi.endpoints.diffTimePackages.select(a)(s),
    items: (p) => p.results,
  });
  return (
    <PagedList query={q} label="错时包月" itemKey={(p) => p.packageNo} renderItem={(p) => <PackageItem p={p} />} loading="错时包月加载中" error="错时包月加载失败" empty={emptyOf('package', status)} pullToRefresh />
  );
}

function Subscriptions({ status }: { status: DiffTimeStatus | undefined }) {
  const dispatch = useAppDispatch();
  const q = usePages<DiffTimeListParams, DiffTimeSubscriptionPage, DiffTimeSubscription>({
    first: { pageNo: 1, pageSize: PAGE_SIZE, ...(status ? { status } : {}) },
    next: nextPage,
    start: (a) => dispatch(bookingOffPeakApi.endpoints.diffTimeSubscriptions.initiate(a)),
    read: (s, a) => bookingOffPeakApi.endpoints.diffTimeSubscriptions.select(a)(s),
    items: (p) => p.results,
  });
  return (
    <PagedList query={q} label="错时预约" itemKey={(s) => s.subscribeNo} renderItem={(s) => <SubscriptionItem s={s} />} loading="错时预约加载中" error="错时预约加载失败" empty={emptyOf('subscribe', status)} pullToRefresh />
  );
}

/** /wrongTimeManage (?tab&status): the driver's off-peak packages and slots, by state (生效中, 待生效, 已结束, 已取消…). */
export function WrongTimeManagePage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'subscribe' ? 'subscribe' : 'package';
  const raw = search.get('status');
  const status = STATUS_FILTERS.find((f) => f.key === raw && f.key !== 'all')?.key as DiffTimeStatus | undefined;
  const go = (next: { tab?: Tab; status?: string }) => {
    const t = next.tab ?? tab;
    const s = next.status ?? status ?? 'all';
    setSearch({ ...(t === 'subscribe' ? { tab: t } : {}), ...(s !== 'all' ? { status: s } : {}) }, { replace: true });
  };
  return (
    <Page title="我的错时共享" fallback={paths.mine}>
      <RequireDriver>
        <div className="op-stack">
          <ul className="op-shortcuts" aria-label="错时共享服务">
            <li>
              <Link to={paths.wrongTimeShare}>错时共享停车场</Link>
            </li>
            <li>
              <Link to={paths.violationRecord}>违规记录</Link>
            </li>
          </ul>
          <Tabs className="op-tabs" activeKey={tab} onChange={(k) => go({ tab: k as Tab, status: 'all' })}>
            <Tabs.Tab key="package" title="错时包月" />
            <Tabs.Tab key="subscribe" title="错时预约" />
          </Tabs>
          <Tabs className="op-tabs op-tabs--small" activeKey={status ?? 'all'} onChange={(k) => go({ status: k })}>
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
