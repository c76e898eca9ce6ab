import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useStationTrustSummariesQuery } from '@/api/cps/trust';
import { MIN_TRUST_STARTS, type StationTrustSummary } from '@/api/cps/trust.types';

/** How the driver asked a station list to be: 按距离 (the server's order) or 按可靠性, and 只看近期可用. */
export interface TrustChoice {
  byTrust: boolean;
  onlyWorking: boolean;
}

export const NO_TRUST_CHOICE: TrustChoice = { byTrust: false, onlyWorking: false };

/** A station's share of starts that charged over 30 days; null with too few starts to say. */
export function stationShare(t: StationTrustSummary | undefined): number | null {
  if (!t || t.starts30d < MIN_TRUST_STARTS) return null;
  return t.succeeded30d / t.starts30d;
}

/** The station id of a list's item, or null for an item that is not a station (a lot in the map's mixed list). */
export type StationIdOf<T> = (item: T) => string | null;

/**
 * The items as asked: 只看近期可用 leaves out the stations where every pile's last three starts failed; 按可靠性
 * puts the highest share first, the stations with too few starts after them (still nearest first among equals).
 */
export function arrangeByTrust<T>(items: readonly T[], idOf: StationIdOf<T>, trust: ReadonlyMap<string, StationTrustSummary>, choice: TrustChoice): T[] {
  const failing = (item: T) => {
    const id = idOf(item);
    return id !== null && trust.get(id)?.allPilesFailing === true;
  };
  const kept = choice.onlyWorking ? items.filter((item) => !failing(item)) : [...items];
  if (!choice.byTrust) return kept;
  return kept
    .map((item, i) => {
      const id = idOf(item);
      return { item, i, share: id === null ? null : stationShare(trust.get(id)) };
    })
    .sort((a, b) => (a.share === null ? 1 : 0) - (b.share === null ? 1 : 0) || (b.share ?? 0) - (a.share ?? 0) || a.i - b.i)
    .map((x) => x.item);
}

export interface TrustedList<T> {
  items: T[];
  /** The summaries are on their way: the list is in the server's order meanwhile. */
  loading: boolean;
  /** They could not be read: the list is in the server's order, and says so. */
  failed: boolean;
  retry(): void;
}

/** A station list with the driver's sort and filter applied; asks for the summaries only when one is on. */
export function useTrustedList<T>(items: T[], idOf: StationIdOf<T>, choice: TrustChoice, enabled: boolean): TrustedList<T> {
  const ids = useMemo(() => items.map(idOf).filter((id): id is string => id !== null).slice(0, 50), [items, idOf]);
  const wanted = enabled && (choice.byTrust || choice.onlyWorking) && ids.length > 0;
  const q = useStationTrustSummariesQuery(wanted ? ids : skipToken);
  const arranged = useMemo(() => {
    if (!wanted || !q.currentData) return items;
    return arrangeByTrust(items, idOf, new Map(q.currentData.map((t) => [t.stationId, t])), choice);
  }, [wanted, q.currentData, items, idOf, choice]);
  return { items: arranged, loading: wanted && q.isFetching && !q.currentData, failed: wanted && q.isError && !q.currentData, retry: () => void q.refetch() };
}
