import { href, paths } from '@/lib/paths';
import { BARE_LANE_CODE, checkScannedLink } from '@/lib/scannedLink';
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
 * What a lane's QR code says: one of our links with parkId + laneCode (or parkId + uniqueId) in its query (our path
 * without a host counts, resolved against our own origin), or 'P1001/E1'. Null when the text is none of these, or an
 * address of anyone else (src/lib/scannedLink.ts): scheme-less text naming a host is never read for its query.
 */
export function parseLaneCode(text: string): LaneParams | null {
  const link = checkScannedLink(text, 'lane');
  if (link.kind === 'foreign') return null;
  if (link.kind === 'ours') return fromSearch(link.url.searchParams);
  const short = BARE_LANE_CODE.exec(link.text);
  return short ? { parkId: short[1] as string, laneCode: short[2] as string } : null;
}

/**
 * What scanning at an exit lane leads to: that lane's page; a code that is not ours, with the host it points to (the
 * scan page warns on the page itself: ui/ForeignCodeWarning); or text that is no code at all.
 */
export type LaneScan = { kind: 'open'; to: string } | { kind: 'foreign'; host: string } | { kind: 'unreadable'; message: string };

/** Said for a code that is no address and no lane code (a plate, a word): it is not a lane's code. */
export const UNREADABLE_LANE_CODE = '无法识别的二维码，请扫描出口车道上的缴费码';

/**
 * The scan entry's decision (ScanPrompt): the scanned text opens `path` for its lane only when parseLaneCode reads
 * it; an address of anyone else is foreign (the warning names its host), anything else unreadable.
 */
export function laneScanTarget(text: string, path: typeof paths.scanPayPage | typeof paths.scanOverduePay): LaneScan {
  const lane = parseLaneCode(text);
  if (lane) return { kind: 'open', to: laneUrl(path, lane) };
  const link = checkScannedLink(text, 'lane');
  return link.kind === 'foreign' ? { kind: 'foreign', host: link.host } : { kind: 'unreadable', message: UNREADABLE_LANE_CODE };
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
