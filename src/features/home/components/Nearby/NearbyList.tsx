import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useState } from 'react';
import { Link } from '@/ui/Link';
import { cpsApi } from '@/api/cps';
import { dealerApi } from '@/api/dealer';
import { href, paths } from '@/lib/paths';
import { lazyBlock } from '@/ui/lazyBlock';
import { useHydrated } from '@/ui/useHydrated';
import { Block, BlockError, Skeleton } from '../Block/Block';
import { nearbyModeOf, useHomeConfig } from '../../useHomeConfig';
import { useHomePosition } from './useHomePosition';
import { parksNear, stationsNear } from './nearbyAsks';
import styles from './NearbyList.module.css';

/*
 * The lists are a chunk of their own (below the first view, and waiting for the position anyway). Their code starts
 * with the page's (the route's preloads have fetched it), so that once the page is the app's the list is drawn, not a
 * fallback first (ui/lazyBlock). Not retryImport: a list is not worth reloading the page for; when its code cannot
 * come the block says so, and 重试 is the driver's.
 */
const lists = () => import(/* webpackChunkName: "home-nearby" */ './NearbyLists');
function Unavailable() {
  return <BlockError message="附近列表未能加载，请检查网络" onRetry={() => window.location.reload()} />;
}
const Parks = lazyBlock(() => lists().then((m) => m.Parks, () => Unavailable));
const Stations = lazyBlock(() => lists().then((m) => m.Stations, () => Unavailable));
Parks.load();
Stations.load();

type Kind = 'parking' | 'charging';

/**
 * Nearby parks or charging stations per the menu config's platBizType (with a switch when both), listed from the
 * driver's position — or, when locating fails, from the stored position or the city centre, with a note saying so
 * above the list it loaded ('停车点查询失败' is only for a query that failed).
 */
export function NearbyList() {
  const { config } = useHomeConfig();
  const mode = nearbyModeOf(config);
  const [chosen, setChosen] = useState<Kind>('parking');
  const kind: Kind = mode === 'both' ? chosen : mode;
  const { position, fallback } = useHomePosition();
  // A lazy boundary is in no prerendered page: the lists join once the app has taken the page over.
  const hydrated = useHydrated();
  const at = position !== null && hydrated ? position : null;
  // The list's answer as the list asks for it: the block's placeholder stands until it is in (the lists draw nothing
  // while they wait), and is then hidden, not removed, in the commit that draws the list (Block).
  const parks = dealerApi.endpoints.homeNearbyParks.useQueryState(at && kind === 'parking' ? parksNear(at) : skipToken);
  const stations = cpsApi.endpoints.nearbyStations.useQueryState(at && kind === 'charging' ? stationsNear(at) : skipToken);
  const list = kind === 'parking' ? parks : stations;
  const listLabel = kind === 'parking' ? '停车场加载中' : '充电站加载中';
  const waiting = !at ? '定位中' : list.isUninitialized || list.isLoading ? listLabel : false;

  return (
    <Block
      later
      waiting={waiting}
      label="附近"
      title={kind === 'parking' ? '附近停车场' : '附近充电站'}
      heading={
        mode === 'both' ? (
          <div className={styles.switch} role="group" aria-label="附近类型">
            {(['parking', 'charging'] as const).map((k) => (
              <button key={k} type="button" className={styles.switchBtn} aria-pressed={kind === k} onClick={() => setChosen(k)}>
                {k === 'parking' ? '附近停车场' : '附近充电站'}
              </button>
            ))}
          </div>
        ) : undefined
      }
      action={<Link to={kind === 'charging' ? href(paths.map, { isFromHome: 2 }) : paths.map}>更多</Link>}
    >
      {at && (
        // The lists' code still coming after their answer (a weak signal): a placeholder of its own meanwhile.
        <Suspense fallback={waiting ? null : <Skeleton rows={3} label={listLabel} />}>
          {kind === 'parking' ? <Parks at={at} fallback={fallback} /> : <Stations at={at} fallback={fallback} />}
        </Suspense>
      )}
    </Block>
  );
}

