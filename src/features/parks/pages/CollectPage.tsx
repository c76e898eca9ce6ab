import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCollectedStationsQuery, useUncollectStationsMutation } from '@/api/cps';
import { useCollectedParksQuery, useUncollectParksMutation } from '@/api/dealer';
import { useAppStore } from '@/ui/hooks';
import { formatDistance } from '@/lib/format';
import type { Position } from '@/platform/types';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { mapLinkFor, payTypesText } from '../components/ParkCard';
import { RequireDriver } from '../components/RequireDriver';
import { useDriverPosition } from '@/platform/useDriverPosition';
import '../parks.css';

type Tab = 'park' | 'station';

/** Asks before removing; true when the driver confirmed. */
function useConfirmRemove() {
  const { deps } = useAppStore();
  return async (name: string) =>
    (await deps.ui.dialog({
      title: '取消收藏',
      content: `确定不再收藏“${name}”吗？`,
      actions: [
        { key: 'cancel', text: '再想想' },
        { key: 'ok', text: '取消收藏', primary: true },
      ],
    })) === 'ok';
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => Promise<void> }) {
  const confirm = useConfirmRemove();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="parks-remove"
      aria-label={`取消收藏 ${name}`}
      disabled={busy}
      onClick={async () => {
        if (busy || !(await confirm(name))) return;
        setBusy(true);
        try {
          await onRemove();
        } finally {
          setBusy(false);
        }
      }}
    >
      取消收藏
    </button>
  );
}

function point(p: Position | null) {
  return p ? { destLng: p.lng, destLat: p.lat } : skipToken;
}

function Parks({ position }: { position: Position | null }) {
  const { deps } = useAppStore();
  const q = useCollectedParksQuery(point(position));
  const [uncollect] = useUncollectParksMutation();
  if (!position) return <Loading text="正在定位…" />;
  if (!q.data && q.isError) return <LoadError text="收藏的停车场加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (q.data.length === 0) return <Empty text="还没有收藏的停车场" />;
  return (
    <ul className="parks-list" aria-label="收藏的停车场">
      {q.data.map((p) => (
        <li key={p.collectId} className="parks-fav">
          <Link className="parks-fav-main" to={mapLinkFor(p)}>
            <span className="parks-card-head">
              <span className="parks-card-name">{p.parkName}</span>
              {p.distance !== null && <span className="parks-card-distance">{formatDistance(p.distance)}</span>}
            </span>
            <span className="parks-card-addr">{p.parkAddr}</span>
            <span className="parks-card-line">
              <span>
                空位 <strong className={p.leftParkSpaceNum > 0 ? 'parks-ok' : 'parks-none'}>{p.leftParkSpaceNum}</strong>/{p.totalParkSpaceNum}
              </span>
              <span className="parks-muted">{payTypesText(p)}</span>
            </span>
          </Link>
          <RemoveButton
            name={p.parkName}
            onRemove={async () => {
              try {
                await uncollect({ id: p.parkId }).unwrap();
                deps.ui.toast('已取消收藏', 2000);
              } catch {
                // the catalogue told the driver
              }
            }}
          />
        </li>
      ))}
    </ul>
  );
}

function Stations({ position }: { position: Position | null }) {
  const { deps } = useAppStore();
  const q = useCollectedStationsQuery(point(position));
  const [uncollect] = useUncollectStationsMutation();
  if (!position) return <Loading text="正在定位…" />;
  if (!q.data && q.isError) return <LoadError text="收藏的充电站加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  if (q.data.length === 0) return <Empty text="还没有收藏的充电站" />;
  return (
    <ul className="parks-list" aria-label="收藏的充电站">
      {q.data.map((s) => (
        <li key={s.collectId} className="parks-fav">
          <Link className="parks-fav-main" to={`/map?stationId=${encodeURIComponent(s.stationId)}&isDetailCharge=1`}>
            <span className="parks-card-head">
              <span className="parks-card-name">{s.stationName}</span>
              {s.distance !== null && <span className="parks-card-distance">{formatDistance(s.distance)}</span>}
            </span>
            <span className="parks-card-addr">{s.stationAddr}</span>
            <span className="parks-card-line">
              <span>
                快充 {s.quickChargingInfo.leftNum}/{s.quickChargingInfo.totalNum} · 慢充 {s.slowChargingInfo.leftNum}/{s.slowChargingInfo.totalNum}
              </span>
              <span className={s.openState.state === 1 ? 'parks-ok' : 'parks-none'}>{s.openState.text}</span>
            </span>
          </Link>
          <RemoveButton
            name={s.stationName}
            onRemove={async () => {
              try {
                await uncollect({ id: s.stationId }).unwrap();
                deps.ui.toast('已取消收藏', 2000);
              } catch {
                // the catalogue told the driver
              }
            }}
          />
        </li>
      ))}
    </ul>
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
  const select = (t: Tab) => setSearch(t === 'station' ? { tab: 'station' } : {}, { replace: true });
  return (
    <RequireDriver>
      <main className="parks-page">
        <h1 className="parks-title">我的收藏</h1>
        <div className="parks-tabs" role="tablist" aria-label="收藏类型">
          {(['park', 'station'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`parks-tab-${t}`}
              aria-selected={tab === t}
              aria-controls="parks-tabpanel"
              className="parks-tab"
              onClick={() => select(t)}
            >
              {t === 'park' ? '停车场' : '充电站'}
            </button>
          ))}
        </div>
        <div id="parks-tabpanel" role="tabpanel" aria-labelledby={`parks-tab-${tab}`}>
          {tab === 'park' ? <Parks position={where.position} /> : <Stations position={where.position} />}
        </div>
      </main>
    </RequireDriver>
  );
}
