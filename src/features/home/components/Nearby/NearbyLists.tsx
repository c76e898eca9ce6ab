import { constants } from '@config/constants';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import { useNearbyStationsQuery } from '@/api/cps';
import { useHomeNearbyParksQuery } from '@/api/dealer';
import type { NearbyStation } from '@/api/cps/types';
import type { NearbyPark } from '@/api/dealer/types';
import type { Position } from '@/platform/types';
import { formatDistance } from '@/lib/format';
import { StationTrustBar } from '@/ui/StationTrust/StationTrustBar';
import { NO_TRUST_CHOICE, useTrustedList, type TrustChoice } from '@/ui/StationTrust/trustOrder';
import { BlockEmpty, BlockError } from '../Block/Block';
import type { HomePosition } from './useHomePosition';
import { parksNear, stationsNear } from './nearbyAsks';
import styles from './NearbyList.module.css';

/*
 * The nearby lists themselves: below the first view and waiting for the position anyway, so their code is a chunk
 * of its own, loaded once the page is the app's (NearbyList draws their room, and their placeholder while their
 * answer is on its way).
 */

const WHERE: Record<'stored' | 'centre', string> = { stored: '上次的位置', centre: '默认位置' };

/**
 * Says where a list that did load was centred when the driver could not be located: what happened, not a failure
 * (the failure of the query itself is its own message, with 重试).
 */
function FallbackNote({ fallback, what }: { fallback: HomePosition['fallback']; what: string }) {
  if (!fallback) return null;
  if (fallback === 'refused') {
    return (
      <p className={styles.note} role="status">
        未开启定位，按城市显示{what} <Link to={paths.permissions}>去开启定位</Link>
      </p>
    );
  }
  return (
    <p className={styles.note} role="status">
      未获得定位，按{WHERE[fallback]}显示{what}
    </p>
  );
}

interface ListProps {
  at: Position;
  fallback: HomePosition['fallback'];
}

export function Parks({ at, fallback }: ListProps) {
  const { data, isLoading, isError, refetch } = useHomeNearbyParksQuery(parksNear(at));
  // The block's placeholder stands while the answer is on its way (NearbyList reads the same answer's state).
  if (isLoading) return null;
  if (isError || !data) return <BlockError message="停车点查询失败" onRetry={() => void refetch()} />;
  return (
    <>
      <FallbackNote fallback={fallback} what="附近停车场" />
      {data.results.length === 0 ? (
        <BlockEmpty>暂无符合条件的停车点位</BlockEmpty>
      ) : (
        <ul className={styles.list}>
          {data.results.map((p) => (
            <li key={p.parkId}>
              <ParkRow park={p} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ParkRow({ park }: { park: NearbyPark }) {
  const to = href(paths.map, { parkId: park.parkId, isDetailPark: 1, lng: park.longitude, lat: park.latitude });
  return (
    <Link className={styles.row} to={to}>
      <div className={styles.main}>
        <h3 className={styles.name}>{park.parkName}</h3>
        <p className={styles.addr}>{park.parkAddr}</p>
        <p className={styles.meta}>
          <span className={park.leftParkSpaceNum > 0 ? styles.free : styles.full}>
            空位 {park.leftParkSpaceNum}/{park.totalParkSpaceNum}
          </span>
          {park.feeRuleLabels[0] && <span className={styles.price}>{park.feeRuleLabels[0]}</span>}
        </p>
      </div>
      {park.distance !== null && <span className={styles.distance}>{formatDistance(park.distance)}</span>}
    </Link>
  );
}

const stationIdOf = (s: NearbyStation) => s.stationId;
const NO_STATIONS: NearbyStation[] = [];
/** How many of the nearby stations 按可靠性 and 只看近期可用 choose from (the station list page's first page). */
const TRUST_POOL = 20;

/**
 * The nearest stations, or (按可靠性 / 只看近期可用) the most reliable of the 20 nearest: the home's 3 are taken after
 * the order and filter, from the station list's answer (source 2), asked only once the driver chooses one.
 */
export function Stations({ at, fallback }: ListProps) {
  const { data, isLoading, isError, refetch } = useNearbyStationsQuery(stationsNear(at));
  const [choice, setChoice] = useState<TrustChoice>(NO_TRUST_CHOICE);
  const wide = choice.byTrust || choice.onlyWorking;
  const pool = useNearbyStationsQuery(wide ? { ...stationsNear(at), source: 2, pageNo: 1, pageSize: TRUST_POOL } : skipToken);
  const candidates = wide && pool.currentData ? pool.currentData.results : (data?.results ?? NO_STATIONS);
  const trusted = useTrustedList(candidates, stationIdOf, choice, data !== undefined && (!wide || pool.currentData !== undefined));
  const state = {
    loading: trusted.loading || (wide && pool.isFetching && !pool.currentData),
    failed: trusted.failed || (wide && pool.isError && !pool.currentData),
    retry: () => (pool.isError ? void pool.refetch() : trusted.retry()),
  };
  if (isLoading) return null;
  if (isError || !data) return <BlockError message="充电站查询失败" onRetry={() => void refetch()} />;
  const stations = (state.loading || state.failed ? data.results : trusted.items).slice(0, constants.homeMaxStations);
  return (
    <>
      <FallbackNote fallback={fallback} what="附近充电站" />
      {data.results.length > 0 && <StationTrustBar choice={choice} onChange={setChoice} trusted={state} />}
      {stations.length === 0 ? (
        <BlockEmpty>{data.results.length === 0 ? '暂无符合条件的充电站' : '附近充电站近期均启动失败，可取消“只看近期可用”查看全部'}</BlockEmpty>
      ) : (
        <ul className={styles.list}>
          {stations.map((s) => (
            <li key={s.stationId}>
              <StationRow station={s} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StationRow({ station: s }: { station: NearbyStation }) {
  const to = href(paths.map, { stationId: s.stationId, isDetailCharge: 1, isFromHome: 2, lng: s.longitude, lat: s.latitude });
  return (
    <Link className={styles.row} to={to}>
      <div className={styles.main}>
        <h3 className={styles.name}>{s.stationName}</h3>
        <p className={styles.addr}>{s.stationAddr}</p>
        <p className={styles.meta}>
          <span className={`${styles.gun} ${styles.gunFast}`}>
            快 {s.quickChargingInfo.leftNum}/{s.quickChargingInfo.totalNum}
          </span>
          <span className={styles.gun}>
            慢 {s.slowChargingInfo.leftNum}/{s.slowChargingInfo.totalNum}
          </span>
          <span className={styles.price}>{s.currentPrice.toFixed(2)}元/度</span>
        </p>
      </div>
      {s.distance !== null && <span className={styles.distance}>{formatDistance(s.distance)}</span>}
    </Link>
  );
}
