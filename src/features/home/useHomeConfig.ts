import { useMenuConfigsQuery } from '@/api/basic';
import type { MenuConfig } from '@/api/types/basic';

/** What home assumes when the menu config could not be loaded: parking only, news on, the plain balance page. */
const FALLBACK: Pick<MenuConfig, 'news' | 'charging' | 'platBizType' | 'bagPlan' | 'walletPlan' | 'supportBalance'> = {
  news: 1, charging: 0, platBizType: 1, bagPlan: 1, walletPlan: 1, supportBalance: 0,
};

export type HomeConfig = typeof FALLBACK & Partial<MenuConfig>;

/**
 * The menu config the before-each saga loaded (same cache entry: called with no argument). `loaded` is false
 * until it arrives (or when it failed): the fallback applies meanwhile.
 */
export function useHomeConfig(): { config: HomeConfig; loaded: boolean } {
  const { data } = useMenuConfigsQuery();
  return { config: data ? { ...FALLBACK, ...data } : FALLBACK, loaded: !!data };
}

export type NearbyMode = 'parking' | 'charging' | 'both';

/** platBizType 1 parking, 2 charging, 3 both — but 3 with charging off is parking only (spec section 4). */
export function nearbyModeOf(config: Pick<MenuConfig, 'platBizType' | 'charging'>): NearbyMode {
  if (config.platBizType === 2) return 'charging';
  if (config.platBizType === 3) return config.charging === 1 ? 'both' : 'parking';
  return 'parking';
}
