import type { PayRecord } from '@/api/charge/types';
import type { KeptAnswer } from '@/api/keptAnswers';

/**
 * What a driver may need to show at a barrier or to staff with no signal, kept on the device with the time it was
 * fetched: their latest payment receipts today; the active period pass and booking codes join as those arrive.
 * Only the signed-in driver's copies exist: sign-out (any kind) and a new sign-in clear them all.
 * Reads never throw (storage refused, corrupt JSON, an older shape): they read as no copy.
 */
export interface OfflineCopies {
  receipts: PayRecord[];
  /** A driver's /home as the server last answered it, painted at once on the next start (features/home/keptHome). */
  homeAnswers: KeptAnswer[];
  /** The rooms index.html holds on the first paint for what that copy will draw (the arrears notice…): class names. */
  homeRooms: string[];
}


export type CopyKind = keyof OfflineCopies;

export interface OfflineCopy<K extends CopyKind> {
  /** When the server answered, in ms since the epoch (the device's clock). */
  savedAt: number;
  data: OfflineCopies[K];
}

const KINDS: CopyKind[] = ['receipts', 'homeAnswers', 'homeRooms'];
const storageKey = (kind: CopyKind) => `offline:${kind}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function keepCopy<K extends CopyKind>(kind: K, data: OfflineCopies[K], savedAt = Date.now()) {
  try {
    storage()?.setItem(storageKey(kind), JSON.stringify({ savedAt, data }));
  } catch {
    // Full or refused storage: the copy is a convenience, the app goes on without it.
  }
}

export function readCopy<K extends CopyKind>(kind: K): OfflineCopy<K> | null {
  try {
    const raw = storage()?.getItem(storageKey(kind));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<OfflineCopy<K>>;
    return typeof v.savedAt === 'number' && Array.isArray(v.data) ? (v as OfflineCopy<K>) : null;
  } catch {
    return null;
  }
}

export function clearCopies() {
  for (const kind of KINDS) {
    try {
      storage()?.removeItem(storageKey(kind));
    } catch {
      // nothing to clear
    }
  }
}
