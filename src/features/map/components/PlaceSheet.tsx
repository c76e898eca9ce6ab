import { href, paths } from '@/lib/paths';
import { Link } from '@/ui/Link';
import { useId, type ReactNode } from 'react';
import { knownDistance } from '@/lib/format';
import { useDialogFocus } from '@/ui/dialog';
import { parkBadges, spacesText, type Place } from '../places';
import styles from './PlaceSheet.module.css';

interface Props {
  place: Place;
  collected: boolean;
  favouriteBusy: boolean;
  onToggleFavourite(): void;
  onNavigate(): void;
  onClose(): void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.sheetRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ParkDetails({ place }: { place: Extract<Place, { kind: 'park' }> }) {
  const p = place.park;
  const badges = parkBadges(p);
  return (
    <>
      {badges.length > 0 && (
        <p className={styles.badges} aria-label="支持的服务">
          {badges.map((b) => (
            <span key={b} className={styles.badge}>
              {b}
            </span>
          ))}
        </p>
      )}
      <dl className={styles.sheetRows}>
        <Row label="空车位">
          {Math.max(0, p.leftParkSpaceNum)}/{p.totalParkSpaceNum}
        </Row>
        {p.supportBag === 1 && <Row label="月卡余位">{spacesText(p.leftBagSpaceNum)}</Row>}
        {p.supportBook === 1 && <Row label="可预约车位">{spacesText(p.leftBookSpaceNum)}</Row>}
        {p.supportDiffTimeBag === 1 && (
          <Row label="错时共享包月">
            {p.diffTimeBagLeftNum}/{p.diffTimeBagTotalNum}
          </Row>
        )}
        {p.supportDiffTimeBook === 1 && (
          <Row label="错时共享预约">
            {p.diffTimeBookLeftNum}/{p.diffTimeBookTotalNum}
          </Row>
        )}
        {p.isOnline === 0 && <Row label="缴费">未接入线上缴费，请在出口现场缴费</Row>}
      </dl>
      {p.feeRuleLabels.length > 0 && (
        <ul className={styles.fees} aria-label="收费标准">
          {p.feeRuleLabels.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      {p.description && <p className={styles.sheetDesc}>{p.description}</p>}
      <ParkServices place={place} />
    </>
  );
}

/** What the driver can buy or book at this lot, one tap each: passes, a booking, off-peak sharing. */
function ParkServices({ place }: { place: Extract<Place, { kind: 'park' }> }) {
  const p = place.park;
  const links = [
    p.supportBag === 1 && { to: href(paths.monthParking, { parkId: place.id }), text: '办理月卡' },
    p.supportBook === 1 && { to: href(paths.spaceBooking, { parkId: place.id }), text: '预约车位' },
    (p.supportDiffTimeBag === 1 || p.supportDiffTimeBook === 1) && { to: href(paths.wrongTimeShare, { parkId: place.id }), text: '错时共享' },
  ].filter((l): l is { to: string; text: string } => Boolean(l));
  if (!links.length) return null;
  return (
    <ul className={styles.services} aria-label={`${place.name}可办理`}>
      {links.map((l) => (
        <li key={l.text}>
          <Link className={styles.service} to={l.to}>
            {l.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StationDetails({ place }: { place: Extract<Place, { kind: 'station' }> }) {
  const s = place.station;
  return (
    <dl className={styles.sheetRows}>
      <Row label="状态">
        <span className={s.openState.state === 1 ? styles.open : styles.closed}>{s.openState.text}</span>
      </Row>
      <Row label="快充">
        空闲 {s.quickChargingInfo.leftNum}/{s.quickChargingInfo.totalNum}
      </Row>
      <Row label="慢充">
        空闲 {s.slowChargingInfo.leftNum}/{s.slowChargingInfo.totalNum}
      </Row>
      <Row label="电价">{s.currentPrice.toFixed(2)}元/度</Row>
      {s.parkingFeeDesc && <Row label="停车费">{s.parkingFeeDesc}</Row>}
    </dl>
  );
}

/** The bottom sheet of one park or station: what it offers, a favourite toggle and 导航. */
export function PlaceSheet({ place, collected, favouriteBusy, onToggleFavourite, onNavigate, onClose }: Props) {
  const titleId = useId();
  const far = knownDistance(place.distance);
  const panel = useDialogFocus(onClose, place.key);

  return (
    <div className={styles.sheetLayer}>
      <div className={styles.sheetBackdrop} aria-hidden="true" onClick={onClose} />
      <div ref={panel} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.sheetHead}>
          <h2 id={titleId}>{place.name}</h2>
          <button type="button" className={styles.sheetClose} onClick={onClose} aria-label="关闭">
            ×
          </button>
        </div>
        <p className={styles.sheetAddr}>
          {place.address}
          {far && <span className={styles.itemDistance}> · {far}</span>}
        </p>
        {place.kind === 'park' ? <ParkDetails place={place} /> : <StationDetails place={place} />}
        <div className={styles.sheetActions}>
          <button type="button" className={styles.fav} aria-pressed={collected} disabled={favouriteBusy} onClick={onToggleFavourite}>
            {collected ? '已收藏' : '收藏'}
          </button>
          {place.kind === 'station' && (
            <Link className={styles.fav} to={href(paths.chargeStationDetail, { stationId: place.id })}>
              详情
            </Link>
          )}
          <button type="button" className={styles.nav} onClick={onNavigate}>
            导航
          </button>
        </div>
      </div>
    </div>
  );
}
