import { formatMoney } from '../../../src/lib/format';
import { href, paths } from '../../../src/lib/paths';
import { wireTime } from '../../core/wireTime';
import { bringAccessUpToDate } from '../../services/cps/accessTimeline';
import { layout } from '../../services/cps/pileLayout';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
/** The warning goes this long before a held gun is let go. */
export const HOLD_WARNING_MS = 5 * MIN;

/**
 * Guns held for a driver: the gun offered to them as first in line (until when it is held), and 5 minutes
 * before any hold runs out, unless it was used or given up (a reservation's fee is lost, an offer passes on).
 */
export const chargerAccessReminders: ReminderRule = (db, now) => {
  bringAccessUpToDate(db, now);
  const out: ReminderDue[] = [];
  for (const h of db.gunHolds) {
    if (h.state === 'cancelled') continue;
    const station = db.stations.find((s) => s.stationId === h.stationId);
    const pileName = station ? (layout(station).find((p) => p.pileCode === h.pileCode)?.pileName ?? '') : '';
    const place = `${station?.stationName ?? '充电站'} ${pileName}${h.gunNo}枪`;
    const until = wireTime(h.expiresAt, 'HH:mm');
    const base = { driverId: h.driverId, url: href(paths.chargeStationDetail, { stationId: h.stationId }), staleAt: h.expiresAt };
    if (h.origin === 'queue') {
      out.push({
        ...base, key: `chargeQueueTurn:${h.holdId}`, kind: 'chargeQueueTurn', dueAt: h.createdAt,
        title: '排队轮到您了',
        body: `${place} 已为您保留至 ${until}，请在此之前扫码开始充电，过时将顺延给下一位`,
      });
    }
    if (h.state === 'used') continue;
    out.push({
      ...base, key: `chargeHoldEnding:${h.holdId}`, kind: 'chargeHoldEnding', dueAt: Math.max(h.createdAt, h.expiresAt - HOLD_WARNING_MS),
      title: h.origin === 'reserve' ? '预约的充电枪 5 分钟后过期' : '为您保留的充电枪 5 分钟后过期',
      body: h.origin === 'reserve'
        ? `${place} 保留至 ${until}，请在此之前开始充电；过期后预约费 ${formatMoney(h.feeCents)} 不予退还`
        : `${place} 保留至 ${until}，过时将顺延给下一位排队车主`,
    });
  }
  return out;
};
