import { useSyncExternalStore } from 'react';
import { deviceOffline, selectNextAttemptAt, selectRenewalFailing, selectServerReachable } from '@/api/reachability';
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

export type NetworkState = { kind: 'ok' } | { kind: 'offline' } | { kind: 'weak'; nextAttemptAt: number | null };

/**
 * What the driver should know of the network: no network at all (the browser's online/offline events), or one that
 * does not get through (the last call failed on the way, or the session's refresh could not get through; a weak
 * signal or a captive Wi-Fi reads as online to the browser), with when the app tries next. Prerendered as ok.
 */
export function useNetworkState(): NetworkState {
  const device = useSyncExternalStore(subscribe, deviceOnline, () => true);
  const server = useAppSelector(selectServerReachable);
  const renewalFailing = useAppSelector(selectRenewalFailing);
  const nextAttemptAt = useAppSelector(selectNextAttemptAt);
  if (!device) return { kind: 'offline' };
  if (!server || renewalFailing) return { kind: 'weak', nextAttemptAt };
  return { kind: 'ok' };
}

/** Whether the app can reach its server with the driver's session (for what shows an offline copy instead). */
export function useOnline(): boolean {
  return useNetworkState().kind === 'ok';
}
