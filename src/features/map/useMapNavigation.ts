import { basicApi } from '@/api/basic';
import { useAppStore } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import type { MapProvider } from '@/platform/types';
import type { Place } from './places';

type Choice = 'cancel' | 'amap' | 'baidu';

/**
 * 导航 by the operator's mapFlag (basic getMapType, spec section 4): 1 the first map app, 2 the second (the
 * platform converts to BD-09), 3 — or an unknown answer — asks the driver: 取消 / 高德地图 / 百度地图.
 */
export function useMapNavigation(): (place: Place) => Promise<void> {
  const platform = usePlatform();
  const { ui } = useAppStore().deps;
  const [fetchMapType] = basicApi.endpoints.mapType.useLazyQuery();

  return async (place) => {
    const answer = await fetchMapType(undefined, true);
    const flag = answer.data?.type ?? 3;
    let provider: MapProvider | null = flag === 1 ? 1 : flag === 2 ? 2 : null;
    if (provider === null) {
      const choice = await ui.dialog<Choice>({
        title: '选择地图',
        content: `导航到${place.name}`,
        actions: [
          { key: 'cancel', text: '取消' },
          { key: 'amap', text: '高德地图', primary: true },
          { key: 'baidu', text: '百度地图' },
        ],
      });
      provider = choice === 'amap' ? 1 : choice === 'baidu' ? 2 : null;
    }
    if (provider === null) return;
    platform.openMapNavigation({ lng: place.lng, lat: place.lat, name: place.name, address: place.address }, provider);
  };
}
