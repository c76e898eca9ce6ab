/**
 * The phone as a plate-less car's ticket (docs/rules/plate-less-car.md). In a plain browser the server knows the phone
 * by a random token made here once and kept (localStorage), sent with the entry and at the exit; inside WeChat or
 * Alipay the host's identity stands in for it and no token is made. The stays entered are kept beside it, so the
 * entry page still shows the stay when the server is out of reach. Storage that refuses means this phone cannot be a
 * ticket: ensureTicket says so (null) rather than hand out a token the phone would lose before the exit.
 */
const TICKET_KEY = 'driverApp.noPlateTicket';
const STAYS_KEY = 'driverApp.noPlateStays';
const MAX_KEPT = 5;
const TOKEN = /^[0-9a-f]{32}$/;

/** What the entry page shows of a stay when the server cannot be asked. */
export interface KeptStay {
  stayId: string;
  parkId: string;
  parkName: string;
  entryLaneName: string;
  /** The server's time in ('YYYY-MM-DD HH:mm:ss'), never the phone's. */
  inTime: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The ticket this phone made before, if it still has it. */
export function keptTicket(): string | null {
  const t = read(TICKET_KEY);
  return t && TOKEN.test(t) ? t : null;
}

/** 128 random bits as hex; the ticket is the only proof of the stay, so it must not be guessable. */
function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The phone's ticket, made the first time it is needed; null when this phone cannot keep one (private mode, full). */
export function ensureTicket(): string | null {
  const kept = keptTicket();
  if (kept) return kept;
  const token = newToken();
  // Read back: some private modes take the write and keep nothing.
  return write(TICKET_KEY, token) && keptTicket() === token ? token : null;
}

function isStay(v: unknown): v is KeptStay {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return ['stayId', 'parkId', 'parkName', 'entryLaneName', 'inTime'].every((k) => typeof s[k] === 'string');
}

function keptStays(): KeptStay[] {
  try {
    const v: unknown = JSON.parse(read(STAYS_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter(isStay) : [];
  } catch {
    return [];
  }
}

/** The newest stay entered at this lot that the server has not said is over. */
export function keptStayAt(parkId: string): KeptStay | undefined {
  return keptStays().find((s) => s.parkId === parkId);
}

/** Kept as the server answered the entry; one per lot (a new entry there replaces the last). */
export function keepStay(s: KeptStay) {
  const { stayId, parkId, parkName, entryLaneName, inTime } = s;
  const next = [{ stayId, parkId, parkName, entryLaneName, inTime }, ...keptStays().filter((k) => k.parkId !== parkId)].slice(0, MAX_KEPT);
  // Refused: the server still holds the stay; only the offline copy is missing.
  write(STAYS_KEY, JSON.stringify(next));
}

/** The server holds no open stay of this phone at the lot: the copy kept there is over. */
export function forgetStayAt(parkId: string) {
  const kept = keptStays();
  if (kept.some((s) => s.parkId === parkId)) write(STAYS_KEY, JSON.stringify(kept.filter((s) => s.parkId !== parkId)));
}
