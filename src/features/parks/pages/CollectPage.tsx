import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import type { Position } from '@/platform/types';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { Loading, QueryState } from '@/ui/states/States';
import { CardHead, FreeSpaces, mapLinkFor, payTypesText } from '../components/ParkCard';
import { RequireDriver } from '@/ui/RequireDriver';
import { Tabs } from '@/ui/Tabs';
import styles from './CollectPage.module.css';
import { useCollectedParksQuery, useUncollectParksMutation } from '@/api/dealer/lots';
import { useCollectedStationsQuery, useUncollectStationsMutation } from '@/api/cps/stations';

type Tab = 'park' | 'station';

/** 取消收藏 under a favourite: asks first (再想想 keeps it), then removes and says so. */
function RemoveButton({ name, onRemove }: { name: string; onRemove: () => Promise<unknown> }) {
  const ui = useFeedback();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const choice = await ui.dialog({
      title: '取消收藏',
      content: `确定不再收藏“${name}”吗？`,
      actions: [
        { key: 'cancel', text: '再想想' },
        { key: 'ok', text: '取消收藏', primary: true },
      ],
    });
    if (choice !== 'ok') return;
    setBusy(true);
    try {
      await onRemove();
      ui.toast('已取消收藏', 2000);
    } catch {
      // the error catalogue told the driver
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      className={styles.remove}
      // antd-mobile draws a button's border and radius itself: a row's top rule instead, square.
      style={{ '--border-radius': '0', borderTop: '1px solid var(--app-color-divider)' }}
      fill="none"
      color="danger"
      aria-label={`取消收藏 ${name}`}
      loading={busy}
      onClick={() => void remove()}
    >
      取消收藏
    </Button>
  );
}

/** One favourite: the card opens it on the map; removal sits under it. */
function Favourite({ to, children, remove }: { to: string; children: ReactNode; remove: ReactNode }) {
  return (
    <li className={styles.fav}>
      <Link className={styles.card} to={to}>
        {children}
      </Link>
      {remove}
    </li>
  );
}

function point(p: Position | null) {
  return p ? { destLng: p.lng, destLat: p.lat } : skipToken;
}

function Parks({ position }: { position: Position }) {
  const q = useCollectedParksQuery(point(position));
  const [uncollect] = useUncollectParksMutation();
  return (
    <QueryState query={q} loading="收藏的停车场加载中" error="收藏的停车场加载失败" empty={{ when: (d) => d.length === 0, text: '还没有收藏的停车场' }}>
      {(parks) => (
        <ul className={styles.list} aria-label="收藏的停车场">
          {parks.map((p) => (
            <Favourite
              key={p.collectId}
              to={mapLinkFor(p)}
              remove={<RemoveButton name={p.parkName} onRemove={() => uncollect({ id: p.parkId }).unwrap()} />}
            >
              <CardHead name={p.parkName} distance={p.distance} />
              <span className={styles.cardAddr}>{p.parkAddr}</span>
              <span className={styles.cardLine}>
                <FreeSpaces left={p.leftParkSpaceNum} total={p.totalParkSpaceNum} />
                <span className={styles.muted}>{payTypesText(p)}</span>
              </span>
            </Favourite>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Stations({ position }: { position: Position }) {
  const q = useCollectedStationsQuery(point(position));
  const [uncollect] = useUncollectStationsMutation();
  return (
    <QueryState query={q} loading="收藏的充电站加载中" error="收藏的充电站加载失败" empty={{ when: (d) => d.length === 0, text: '还没有收藏的充电站' }}>
      {(stations) => (
        <ul className={styles.list} aria-label="收藏的充电站">
          {stations.map((s) => (
            <Favourite
              key={s.collectId}
              to={href(paths.map, { stationId: s.stationId, isDetailCharge: 1 })}
              remove={<RemoveButton name={s.stationName} onRemove={() => uncollect({ id: s.stationId }).unwrap()} />}
            >
              <CardHead name={s.stationName} distance={s.distance} />
              <span className={styles.cardAddr}>{s.stationAddr}</span>
              <span className={styles.cardLine}>
                <span>
                  <span className={styles.nowrap}>快充 {s.quickChargingInfo.leftNum}/{s.quickChargingInfo.totalNum}</span>
                  {' · '}
                  <span className={styles.nowrap}>慢充 {s.slowChargingInfo.leftNum}/{s.slowChargingInfo.totalNum}</span>
                </span>
                <span className={s.openState.state === 1 ? styles.ok : styles.none}>{s.openState.text}</span>
              </span>
            </Favourite>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * /collect: the driver's favourite parks (dealer collectParks) and stations (cps collectStations) in two tabs
 * (?tab=station keeps the second across Back); each opens on the map; removal asks first.
 */
export function CollectPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'station' ? 'station' : 'park';
  const where = useDriverPosition();
  const select = (t: string) => setSearch(t === 'station' ? { tab: 'station' } : {}, { replace: true });
  return (
    <Page title="我的收藏">
      <RequireDriver>
        <Tabs className={styles.tabs} activeKey={tab} onChange={select}>
          <Tabs.Tab key="park" title="停车场" />
          <Tabs.Tab key="station" title="充电站" />
        </Tabs>
        {!where.position ? (
          <Loading text="正在定位…" />
        ) : tab === 'park' ? (
          <Parks position={where.position} />
        ) : (
          <Stations position={where.position} />
        )}
      </RequireDriver>
    </Page>
  );
}
