/**
 * What the browser says of the phone's connection (the Network Information API: Chrome, Android WebViews, WeChat
 * and Alipay on Android; absent on iPhones, where nothing is known).
 */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The connection of a window's or a worker's navigator, where the browser tells it. */
export function connectionOf(nav: object | undefined): ConnectionHints | undefined {
  const connection = (nav as { connection?: unknown } | undefined)?.connection;
  return connection && typeof connection === 'object' ? (connection as ConnectionHints) : undefined;
}

/**
 * Whether downloading code the driver has not asked for yet is welcome: never when they save data (their plan is
 * small or their data dear), never on a 2G-class link, where every byte delays what they are waiting for.
 */
export function prefetchWelcome(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
