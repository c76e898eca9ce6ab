/**
 * Whether the host draws its own title bar with a back button: WeChat's and Alipay's in-app browsers do, and
 * show document.title there. A plain browser and the app shell do not, so pages draw a NavBar of their own.
 * Decided by the real browser (user agent), not the configured clientType: a WeChat-type build opened in a
 * phone's own browser still has no bar.
 */
export function hostDrawsTitleBar(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger|AlipayClient/i.test(userAgent);
}
