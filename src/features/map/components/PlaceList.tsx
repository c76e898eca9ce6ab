import { knownDistance } from '@/lib/format';
import { EMPTY_TEXT, END_TEXT, parkBadges, spacesText, type Place } from '../places';
import type { NearbyPlaces } from '../useNearbyPlaces';
import styles from './PlaceList.module.css';

interface Props {
  kind: 'park' | 'station';
  list: NearbyPlaces;
  onSelect(place: Place): void;
}

function Summary({ place }: { place: Place }) {
  if (place.kind === 'station') {
    const s = place.station;
    return (
      <span className={styles.itemMeta}>
        <span className={s.openState.state === 1 ? styles.open : styles.closed}>{s.openState.text}</span>
        <span>快充 空闲{s.quickChargingInfo.leftNum}/{s.quickChargingInfo.totalNum}</span>
        <span>慢充 空闲{s.slowChargingInfo.leftNum}/{s.slowChargingInfo.totalNum}</span>
      </span>
    );
  }
  const p = place.park;
  return (
    <span className={styles.itemMeta}>
      <span>空车位 {Math.max(0, p.leftParkSpaceNum)}/{p.totalParkSpaceNum}</span>
      {p.supportBag === 1 && <span>月卡余位 {spacesText(p.leftBagSpaceNum)}</span>}
      {p.supportBook === 1 && <span>可预约 {spacesText(p.leftBookSpaceNum)}</span>}
    </span>
  );
}

function PlaceRow({ place, onSelect }: { place: Place; onSelect(place: Place): void }) {
  const far = knownDistance(place.distance);
  const badges = place.kind === 'park' ? parkBadges(place.park) : [];
  return (
    <button type="button" className={styles.item} onClick={() => onSelect(place)}>
      <span className={styles.itemHead}>
        <span className={styles.itemName}>{place.name}</span>
        {far && <span className={styles.itemDistance}>{far}</span>}
      </span>
      <span className={styles.itemAddr}>{place.address}</span>
      <Summary place={place} />
      {badges.length > 0 && (
        <span className={styles.badges}>
          {badges.map((b) => (
            <span key={b} className={styles.badge}>
              {b}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}

/**
 * The places as a list: under the map, or on its own when the map could not load. Hand-written on the theme's
 * tokens rather than the kit's PagedList: this is a tab page, and PagedList brings antd-mobile into its chunk
 * (the same states, text for text: loading, '停车点查询失败' with 重试, empty, 加载更多, the end).
 */
export function PlaceList({ kind, list, onSelect }: Props) {
  const label = kind === 'park' ? '停车场列表' : '充电站列表';
  if (list.loading) {
    return (
      <p className={styles.listState} role="status" aria-busy="true">
        正在查找附近{kind === 'park' ? '停车场' : '充电站'}…
      </p>
    );
  }
  if (list.failed && list.items.length === 0) {
    return (
      <div className={styles.listState} role="alert">
        <p>{kind === 'park' ? '停车点查询失败' : '充电站查询失败'}</p>
        <button type="button" className={styles.more} onClick={list.retry}>
          重试
        </button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className={styles.listState}>{EMPTY_TEXT[kind]}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {list.items.map((place) => (
          <li key={place.key}>
            <PlaceRow place={place} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      <div className={styles.listEnd}>
        {list.loadingMore ? (
          <p role="status">加载中…</p>
        ) : list.failed ? (
          <button type="button" className={styles.more} onClick={list.retry}>
            加载失败，点击重试
          </button>
        ) : list.hasMore ? (
          <button type="button" className={styles.more} onClick={list.loadMore}>
            加载更多
          </button>
        ) : (
          <p>{END_TEXT[kind]}</p>
        )}
      </div>
    </>
  );
}
