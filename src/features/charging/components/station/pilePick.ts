import type { ChargerReportSummary } from '@/api/cps/chargerAccess.types';
import type { Pile, StationDetail } from '@/api/cps/session.types';
import type { PileTrust } from '@/api/cps/stationTrust.types';
import { readGun } from '../access/gunAge';
import { rankPiles, successShare } from '../trust/trustText';

/** The pile the first screen sends the driver to: free now, not failing, the best record of its kind. */
export interface PileToUse {
  pile: Pile;
  /** Its guns free now (a state too old to trust is not free). */
  freeGuns: string[];
  /** Its share of starts that charged over 30 days; null when unknown or too few starts. */
  share: number | null;
}

/** A pile to keep away from, where it stands and what fails there. */
export interface PileToAvoid {
  pileCode: string;
  pileName: string;
  what: string[];
}

/** 其他 alone says nothing: 有其他问题, as the reports card says it. */
const reported = (r: ChargerReportSummary) => `${r.count} 人报告${r.gunNo ? `${r.gunNo}枪` : ''}${r.reason === 'other' ? '有其他问题' : r.reasonText}`;

/** Piles whose last three starts failed (the 30-day record) and piles drivers reported, one line each, in the station's order. */
export function pilesToAvoid(station: Pick<StationDetail, 'piles' | 'reports'>, trust: readonly PileTrust[] | undefined): PileToAvoid[] {
  const failing = new Set((trust ?? []).filter((t) => t.lastThreeFailed).map((t) => t.pileCode));
  return station.piles.flatMap((p) => {
    const what = [...(failing.has(p.pileCode) ? ['最近3次启动均失败'] : []), ...station.reports.filter((r) => r.pileCode === p.pileCode).map(reported)];
    return what.length ? [{ pileCode: p.pileCode, pileName: p.pileName, what }] : [];
  });
}

/**
 * The pile to use now: of the piles with a gun free now and nothing to avoid, a fast one before a slow one, each kind
 * in the record's order (rankPiles, the reliability card's own order; without the record, the station's). None at a
 * closed station.
 */
export function pileToUse(station: Pick<StationDetail, 'piles' | 'reports' | 'openState'>, trust: readonly PileTrust[] | undefined, serverNow: number): PileToUse | null {
  if (station.openState.state !== 1) return null;
  const avoid = new Set(pilesToAvoid(station, trust).map((a) => a.pileCode));
  const record = new Map((trust ?? []).map((t) => [t.pileCode, t]));
  const order = new Map(rankPiles(trust ?? []).map((t, i) => [t.pileCode, i]));
  const candidates = station.piles
    .map((pile, i) => ({ pile, i, freeGuns: pile.guns.filter((g) => g.status === 'free' && !readGun(g, serverNow).uncertain).map((g) => g.gunName) }))
    .filter((c) => c.freeGuns.length > 0 && !avoid.has(c.pile.pileCode))
    .sort((a, b) => kindRank(a.pile) - kindRank(b.pile) || (order.get(a.pile.pileCode) ?? order.size + a.i) - (order.get(b.pile.pileCode) ?? order.size + b.i));
  const best = candidates[0];
  if (!best) return null;
  const own = record.get(best.pile.pileCode);
  return { pile: best.pile, freeGuns: best.freeGuns, share: own ? successShare(own) : null };
}

const kindRank = (p: Pile) => (p.gunType === 'fast' ? 0 : 1);
