import { useOnline } from './useOnline';
import './offlineBanner.css';

/**
 * Above every page while the device is offline: says so for as long as it lasts (not a toast that vanishes), and
 * that reads will be asked again by themselves when the network returns. The live region is always there, empty
 * while online, so a screen reader announces the change the moment it happens.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!online && <p className="offline-banner">网络已断开，恢复后将自动重试</p>}
    </div>
  );
}
