import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useMapAkQuery } from '@/api/basic';
import { readStored } from '@/session/storage';
import { loadAmap, type AMapNamespace } from './amap';

export type AmapState = { status: 'loading' } | { status: 'ready'; amap: AMapNamespace } | { status: 'failed' };

/**
 * AMap for this page only: the key the before-each saga stored ('ak'), else basic getAk; then the script.
 * Anything that goes wrong ends in 'failed', and the page shows its list instead.
 */
export function useAmapLoader(): AmapState {
  const [stored] = useState(() => readStored('ak'));
  const akQuery = useMapAkQuery(stored ? skipToken : undefined);
  const key = stored ?? akQuery.data?.ak;
  const keySettled = stored !== undefined || akQuery.isSuccess || akQuery.isError;
  const [state, setState] = useState<AmapState>({ status: 'loading' });

  useEffect(() => {
    if (!keySettled) return;
    let live = true;
    loadAmap(key).then(
      (amap) => live && setState({ status: 'ready', amap }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, keySettled]);

  return state;
}
