import { parseServerTime } from '@/lib/time';

/**
 * The estimate works on the server's clock in epoch milliseconds: the server's 'YYYY-MM-DD HH:mm:ss' (Beijing time)
 * read in, and its times written back the same way, so they read as the bill's do.
 */
export function serverMs(serverTime: string): number {
  const t = parseServerTime(serverTime);
  if (!t) throw new Error(`unreadable server time: ${serverTime}`);
  return t.valueOf();
}

export function wireTimeOf(ms: number): string {
  return parseServerTime(ms)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}
