import { href, paths } from '@/lib/paths';
import { checkScannedLink } from '@/lib/scannedLink';
import { readStored } from '@/session/storage';

export interface LaneParams {
  parkId: string;
  laneCode?: string;
  uniqueId?: string;
}

function fromSearch(q: URLSearchParams): LaneParams | null {
  const parkId = q.get('parkId');
  const laneCode = q.get('laneCode');
  const uniqueId = q.get('uniqueId');
  if (parkId && (laneCode || uniqueId)) return { parkId, ...(laneCode ? { laneCode } : {}), ...(uniqueId ? { uniqueId } : {}) };
  return null;
}

/**
 * What a lane's QR code says: one of our links with parkId + laneCode (or parkId + uniqueId) in its query, or
 * 'P1001/E1'. Null when the text is none of these, or a link to anyone else (src/lib/scannedLink.ts).
 */
export function parseLaneCode(text: string): LaneParams | null {
  const link = checkScannedLink(text, 'lane');
  if (link.kind === 'foreign') return null;
  if (link.kind === 'ours') return fromSearch(link.url.searchParams);
  const short = /^([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/.exec(link.text);
  if (short) return { parkId: short[1] as string, laneCode: short[2] as string };
  try {
    // A path of ours without a host (a lane page's address with its query).
    return fromSearch(new URL(link.text, 'https://app.invalid').searchParams);
  } catch {
    return null;
  }
}

/**
 * The lane this page is about: its own query, else what the entry link left in reqJson (a driver sent here by the
 * 0x10d7500008 catalogue row arrives at /scanPayPage with no query).
 */
export function laneParamsFrom(search: URLSearchParams): LaneParams | null {
  const own = fromSearch(search);
  if (own) return own;
  const req = readStored('reqJson');
  if (!req) return null;
  const q = new URLSearchParams();
  for (const k of ['parkId', 'laneCode', 'uniqueId']) {
    const v = req[k];
    if (typeof v === 'string' || typeof v === 'number') q.set(k, String(v));
  }
  return fromSearch(q);
}

/** A lane page's address: the exit lane in its query (only the pay page carries the bill's uniqueId). */
export function laneUrl(path: typeof paths.scanPayPage | typeof paths.scanOverduePay, p: LaneParams): string {
  const lane = { parkId: p.parkId, laneCode: p.laneCode || undefined };
  return path === paths.scanPayPage ? href(path, { ...lane, uniqueId: p.uniqueId || undefined }) : href(path, lane);
}
