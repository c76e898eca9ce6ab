import type { ChargingOrderRecord, ChargingSessionRecord, StationRecord } from '../../db/charging';
import type { Db } from '../../db';
import type { Gun, IdleFeeRule, Pile, PriceBand } from '../../../src/api/cps/session.types';
import { sessionAt } from './sessionModel';
import { wireTime } from '../../core/wireTime';
import { layout } from './pileLayout';
import { gunReportedAt, liveHoldOn } from './gunBoard';
import { othersSessionOn } from './othersSessions';
import { bringAccessUpToDate } from './accessTimeline';

/**
 * A station's piles as laid out (pileLayout.ts), each gun's state from who has it now: a session of the mock's own
 * drivers or of another driver (othersSessions.ts), a hold (reserved), or nobody (free); with when the pile said so.
 */
const SERVICE_CENTS = 48;

/** 峰 10–15 and 18–21, 谷 23–07, 平 the rest; the energy price follows the station's current price (yuan/kWh). */
export function priceBands(station: StationRecord): PriceBand[] {
  const flat = Math.round(station.currentPrice * 100) - SERVICE_CENTS;
  const peak = Math.round(flat * 1.5);
  const valley = Math.round(flat * 0.45);
  const band = (name: PriceBand['name'], from: string, to: string, energy: number): PriceBand => ({ name, from, to, energyCentsPerKwh: energy, serviceCentsPerKwh: SERVICE_CENTS });
  return [
    band('谷', '00:00', '07:00', valley),
    band('平', '07:00', '10:00', flat),
    band('峰', '10:00', '15:00', peak),
    band('平', '15:00', '18:00', flat),
    band('峰', '18:00', '21:00', peak),
    band('平', '21:00', '23:00', flat),
    band('谷', '23:00', '24:00', valley),
  ];
}

export function bandAt(station: StationRecord, now: number): PriceBand {
  const hm = wireTime(now, 'HH:mm');
  const bands = priceBands(station);
  return bands.find((b) => hm >= b.from && hm < b.to) ?? (bands[0] as PriceBand);
}

export function idleFeeRule(station: StationRecord): IdleFeeRule | null {
  return station.supportOccupy ? { graceMinutes: 15, perMinuteCents: 50, capCents: 3000 } : null;
}

/** The session on a gun that has not ended, if any. */
export function liveSessionOn(db: Db, pileCode: string, gunNo: string, now: number): ChargingSessionRecord | undefined {
  return db.chargingSessions.find((s) => s.pileCode === pileCode && s.gunNo === gunNo && !['finished', 'failed'].includes(sessionAt(s, now).state));
}

const STATUS_TEXT: Record<Gun['status'], string> = { free: '空闲', plugged: '已插枪', charging: '充电中', fault: '故障', reserved: '已预约', unknown: '未知' };

export function pilesOf(db: Db, station: StationRecord, now: number): Pile[] {
  bringAccessUpToDate(db, now);
  return layout(station).map((p) => ({
    pileCode: p.pileCode,
    pileName: p.pileName,
    gunType: p.gunType,
    powerKw: p.powerKw,
    guns: p.gunNos.map((gunNo) => {
      const busy = liveSessionOn(db, p.pileCode, gunNo, now) || othersSessionOn(db, p.pileCode, gunNo);
      const status: Gun['status'] = station.openState === 0 ? 'fault' : busy ? 'charging' : liveHoldOn(db, p.pileCode, gunNo) ? 'reserved' : 'free';
      return { gunNo, gunName: `${gunNo}枪`, status, statusText: station.openState === 0 ? '维护中' : STATUS_TEXT[status], statusAt: wireTime(gunReportedAt(db, p.pileCode, gunNo, now)) };
    }),
  }));
}

export function findPile(db: Db, pileCode: string, now: number): { station: StationRecord; pile: Pile } | null {
  for (const station of db.stations) {
    const pile = pilesOf(db, station, now).find((p) => p.pileCode === pileCode);
    if (pile) return { station, pile };
  }
  return null;
}

/**
 * The pile and gun a charging order used: its session's, or for orders older than the session records (the seed's)
 * the pile of its station named as the order names it. Null when the station no longer has such a pile.
 */
export function pileOfOrder(db: Db, order: ChargingOrderRecord): { pileCode: string; gunNo: string } | null {
  const session = db.chargingSessions.find((x) => x.orderNo === order.orderNo);
  if (session) return { pileCode: session.pileCode, gunNo: session.gunNo };
  const station = db.stations.find((x) => x.stationId === order.stationId);
  const pile = station && layout(station).find((p) => p.pileName === order.deviceName);
  const gunNo = pile?.gunNos.find((g) => `${g}枪` === order.gunName);
  return pile && gunNo ? { pileCode: pile.pileCode, gunNo } : null;
}
