import { useEffect } from 'react';
import { useFeedback } from '@/ui/hooks';
import { useDriverPosition } from '@/platform/useDriverPosition';

const LOCATE_TIMEOUT_MS = 10_000;

/** 'refused': the driver refused 定位 (权限与授权); the city centre, and the page says so. */
export type Centre = { lng: number; lat: number; source: 'param' | 'located' | 'stored' | 'default' | 'refused' };

/**
 * The point the lists are centred on: the URL's, else the platform's position (saved as lat/lng), else the
 * stored one, else the city centre. A failed location says '停车点查询失败' and still lists around the fallback.
 */
export function useCentre(fromUrl: { lng: number; lat: number } | null): Centre | null {
  const ui = useFeedback();
  const needLocate = fromUrl?.lng === undefined || fromUrl.lat === undefined;
  const { position, source } = useDriverPosition({ timeoutMs: LOCATE_TIMEOUT_MS, skip: !needLocate });
  const fellBack = source === 'stored' || source === 'centre';

  useEffect(() => {
    if (needLocate && fellBack) ui.toast('停车点查询失败');
  }, [needLocate, fellBack, ui]);

  if (!needLocate) return { lng: fromUrl.lng, lat: fromUrl.lat, source: 'param' };
  if (!position || !source) return null;
  return { ...position, source: source === 'centre' ? 'default' : source };
}
