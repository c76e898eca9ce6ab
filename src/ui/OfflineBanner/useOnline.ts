import { useSyncExternalStore } from 'react';
import { deviceOffline, selectServerReachable } from '@/api/reachability';
import { useAppSelector } from '@/ui/hooks';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const deviceOnline = () => !deviceOffline();

/**
 * Whether the app can reach its server: the device has a network (the browser's online/offline events) and the
 * last call got through (a weak signal or a captive Wi-Fi reads as online to the browser). Prerendered as online.
 */
export function useOnline(): boolean {
  const device = useSyncExternalStore(subscribe, deviceOnline, () => true);
  const server = useAppSelector(selectServerReachable);
  return device && server;
}
