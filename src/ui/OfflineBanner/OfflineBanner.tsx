import { useOnline } from './useOnline';
import './offlineBanner.css';

/**
 * Above every page while the device is offline: says so for as long as it lasts (not a toast that vanishes). It
 * promises only what the app does when the network returns: the reads on screen are asked again by themselves
 * (refetchOnReconnect, reconnectSaga), while a submit that failed is never sent again behind the driver's back
 * (baseQuery fails it at once), so the driver is told to submit it again. The live region is always there, empty
 * while online, so a screen reader announces the change the moment it happens.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!online && <p className="offline-banner">网络已断开，恢复后页面内容会自动刷新；未成功的提交不会自动重发，请恢复后重新提交</p>}
    </div>
  );
}
