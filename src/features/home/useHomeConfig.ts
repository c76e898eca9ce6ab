import { useState } from 'react';
import { useMenuConfigsQuery } from '@/api/basic';
import { readStored } from '@/session/storage';
import { useHydrated } from '@/ui/useHydrated';
import type { MenuConfig } from '@/api/basic/types';

/** What home assumes when the menu config could not be loaded: parking only, news on, the plain balance page. */
const FALLBACK: Pick<MenuConfig, 'news' | 'charging' | 'platBizType' | 'bagPlan' | 'walletPlan' | 'supportBalance'> = {
  news: 1, charging: 0, platBizType: 1, bagPlan: 1, walletPlan: 1, supportBalance: 0,
};

export type HomeConfig = typeof FALLBACK & Partial<MenuConfig>;

/**
 * The menu config the before-each saga loads (same cache entry: called with no argument). Until it arrives, or
 * when it fails, the last config the server gave on this device applies, else the fallback. `failed` is true only
 * when the call failed and nothing was known: the page offers `retry` then, since charging may be missing.
 */
export function useHomeConfig(): { config: HomeConfig; loaded: boolean; failed: boolean; retry: () => void } {
  const { data, isError, isFetching, refetch } = useMenuConfigsQuery();
  const [lastKnown] = useState(() => readStored('menuConfig'));
  // The prerendered home was drawn from the defaults: the device's last config joins right after the take-over.
  const hydrated = useHydrated();
  const known = data ?? (hydrated ? lastKnown : undefined);
  return {
    config: known ? { ...FALLBACK, ...known } : FALLBACK,
    loaded: !!data,
    failed: isError && !isFetching && !known,
    retry: () => void refetch(),
  };
}

export type NearbyMode = 'parking' | 'charging' | 'both';

/** platBizType 1 parking, 2 charging, 3 both — but 3 with charging off is parking only (spec section 4). */
export function nearbyModeOf(config: Pick<MenuConfig, 'platBizType' | 'charging'>): NearbyMode {
  if (config.platBizType === 2) return 'charging';
  if (config.platBizType === 3) return config.charging === 1 ? 'both' : 'parking';
  return 'parking';
}
