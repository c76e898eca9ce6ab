import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useStationDetailQuery } from '@/api/cps/session';
import type { StationDetail } from '@/api/cps/session.types';
import { useStationTrustQuery } from '@/api/cps/stationTrust';
import { paths } from '@/lib/paths';
import { useDriverPosition, type DriverPosition } from '@/platform/useDriverPosition';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { ChargerAccess } from '../components/access/ChargerAccess';
import { ReportSummaries } from '../components/access/ReportSummaries';
import { useAskAgain } from '../components/access/useAskAgain';
import { useServerNow } from '../components/clock/useServerNow';
import type { Live } from '../components/station/LiveNote';
import { StationFooter } from '../components/station/StationFooter';
import { StationGlance } from '../components/station/StationGlance';
import { StationPiles } from '../components/station/StationPiles';
import { StationPrices } from '../components/station/StationPrices';
import { StationRules } from '../components/station/StationRules';
import { StationTabs } from '../components/station/StationTabs';
import type { StationTab } from '../components/station/stationTabs';
import { useStationTab } from '../components/station/useStationTab';
import { ChargerTrust } from '../components/trust/ChargerTrust';
import { trustArgs } from '../components/trust/trustArgs';
import styles from './ChargeStationDetailPage.module.css';

/**
 * /chargeStationDetail?stationId[&tab]: a station for a driver at it or on the way. The first screen answers the
 * first questions (open, how far and the way in, free guns now, the price now and through the day, which pile to use
 * and which to avoid; docs/rules/charging.md, "The station page"); the tabs under it hold the rest — every pile with
 * its guns, the tariff and the estimate, the record, the reservation and the line, parking and idle fees — and the
 * pinned footer keeps 预约与排队 and 扫码充电 in reach.
 */
export function ChargeStationDetailPage() {
  const [params] = useSearchParams();
  const stationId = params.get('stationId');
  if (!stationId) {
    return (
      <Page title="充电站详情" fallback={paths.map}>
        <Empty text="缺少充电站信息">
          <Link to={paths.map}>去地图找充电站</Link>
        </Empty>
      </Page>
    );
  }
  return <StationPage stationId={stationId} />;
}

function StationPage({ stationId }: { stationId: string }) {
  const [tab, choose] = useStationTab(stationId);
  // 预约与排队 was tapped (a count, so a second tap brings the tab back into view again).
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0 || tab !== 'access') return undefined;
    // Once its tab is drawn: bring it under the bar and give it the focus, so a screen reader is told where it went.
    const frame = requestAnimationFrame(() => {
      document.getElementById('chg-station-tabs')?.scrollIntoView({ block: 'start' });
      document.querySelector<HTMLElement>('#chg-station-tabs [role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [asked, tab]);
  const toAccess = () => {
    choose('access');
    setAsked((n) => n + 1);
  };
  return (
    <Page title="充电站详情" fallback={paths.map} footer={<StationFooter stationId={stationId} onAccess={toAccess} />}>
      <Station stationId={stationId} tab={tab} choose={choose} />
    </Page>
  );
}

/** Guns are taken and freed all the time: while the page is in view it asks again this often. */
const LIVE_MS = 30_000;

function Station({ stationId, tab, choose }: { stationId: string; tab: StationTab; choose: (tab: StationTab) => void }) {
  const station = useStationDetailQuery(stationId, { pollingInterval: LIVE_MS, skipPollingIfUnfocused: true });
  // The driver's hold and place in line are read again with the guns: they change together.
  const refresh = useAskAgain();
  const live = { at: station.fulfilledTimeStamp ?? null, fetching: station.isFetching, refresh };
  // One reading of where the driver is, for the first screen's distance and pick and for the reliability tab.
  const where = useDriverPosition();
  return (
    <QueryState query={station} loading="充电站信息加载中" error="充电站信息加载失败">
      {(data) => <StationView station={data} live={live} where={where} tab={tab} choose={choose} />}
    </QueryState>
  );
}

interface ViewProps {
  station: StationDetail;
  live: Live;
  where: DriverPosition;
  tab: StationTab;
  choose: (tab: StationTab) => void;
}

function StationView({ station: s, live, where, tab, choose }: ViewProps) {
  const serverNow = useServerNow(s.serverTime, live.at ?? undefined);
  // Until the platform answers (or times out) the position is not known: asked once, not twice.
  const trust = useStationTrustQuery(trustArgs(s.stationId, where), { skip: where.source === null });
  const record = { data: trust.data, isLoading: where.source === null || trust.isLoading };
  const panel = (t: StationTab) => {
    switch (t) {
      case 'piles':
        return <StationPiles station={s} serverNow={serverNow} />;
      case 'price':
        return <StationPrices station={s} serverNow={serverNow} />;
      case 'trust':
        return (
          <>
            <ReportSummaries reports={s.reports} serverNow={serverNow} />
            <ChargerTrust stationId={s.stationId} serverNow={serverNow} where={where} />
          </>
        );
      case 'access':
        return <ChargerAccess station={s} serverNow={serverNow} />;
      case 'rules':
        return <StationRules station={s} />;
    }
  };
  return (
    <div className={styles.stack}>
      <StationGlance station={s} live={live} serverNow={serverNow} trust={record} onChanged={live.refresh} onShowTrust={() => choose('trust')} />
      <StationTabs tab={tab} onChange={choose} panel={panel} />
    </div>
  );
}
