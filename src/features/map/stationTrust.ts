import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useStationTrustSummariesQuery } from '@/api/cps/trust';
import { MIN_TRUST_STARTS, type StationTrustSummary } from '@/api/cps/trust.types';
import type { Place } from './places';

/** How the driver asked the station list to be: 按距离 (the server's order) or 按可靠性, and 只看近期可用. */
export interface TrustChoice {
  byTrust: boolean;
  onlyWorking: boolean;
}

/** A station's share of starts that charged over 30 days; null with too few starts to say. */
export function stationShare(t: StationTrustSummary | undefined): number | null {
  if (!t || t.starts30d < MIN_TRUST_STARTS) return null;
  return t.succeeded30d / t.starts30d;
}

/**
 * The places as asked: 只看近期可用 leaves out the stations where every pile's last three starts failed; 按可靠性
 * puts the highest share first, the stations with too few starts after them (still nearest first among equals).
 */
export function arrangeByTrust(items: readonly Place[], trust: ReadonlyMap<string, StationTrustSummary>, choice: TrustChoice): Place[] {
  const kept = choice.onlyWorking ? items.filter((p) => p.kind !== 'station' || !trust.get(p.id)?.allPilesFailing) : [...items];
  if (!choice.byTrust) return kept;
  return kept
    .map((p, i) => ({ p, i, share: p.kind === 'station' ? stationShare(trust.get(p.id)) : null }))
    .sort((a, b) => (a.share === null ? 1 : 0) - (b.share === null ? 1 : 0) || (b.share ?? 0) - (a.share ?? 0) || a.i - b.i)
    .map((x) => x.p);
}

export interface TrustedPlaces {
  items: Place[];
  /** The summaries are on their way: the list is in the server's order meanwhile. */
  loading: boolean;
  /** They could not be read: the list is in the server's order, and says so. */
  failed: boolean;
  retry(): void;
}

/** The station list with the driver's sort and filter applied; asks for the summaries only when one is on. */
export function useTrustedPlaces(items: Place[], choice: TrustChoice, enabled: boolean): TrustedPlaces {
  const ids = useMemo(() => items.filter((p) => p.kind === 'station').map((p) => p.id).slice(0, 50), [items]);
  const wanted = enabled && (choice.byTrust || choice.onlyWorking) && ids.length > 0;
  const q = useStationTrustSummariesQuery(wanted ? ids : skipToken);
  const arranged = useMemo(() => {
    if (!wanted || !q.currentData) return items;
    return arrangeByTrust(items, new Map(q.currentData.map((t) => [t.stationId, t])), choice);
  }, [wanted, q.currentData, items, choice]);
  return { items: arranged, loading: wanted && q.isFetching && !q.currentData, failed: wanted && q.isError && !q.currentData, retry: () => void q.refetch() };
}
