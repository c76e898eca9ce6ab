import type { MenuConfig } from '@/api/basic/types';
import type { ClientType } from '@/lib/wire';

/**
 * The local storage keys of spec section 3 behind one typed module. Reads never throw: a missing, corrupt or
 * foreign value reads as undefined (or the key's default), and storage that refuses access (private mode,
 * disabled cookies in a webview) behaves as empty.
 */
export interface ReqJson {
  driverDealerId?: string;
  clientType?: ClientType;
  ticket?: string;
  openid?: string;
  openId?: string;
  authModel?: number;
  sourceType?: number;
  [key: string]: unknown;
}

/** An optional consent kept on the phone (src/session/consentChoices.ts): given or withdrawn, and when. */
export interface PhoneChoice {
  granted: boolean;
  /** 'YYYY-MM-DD HH:mm:ss': the server's time for a driver, this phone's for a visitor. */
  changedAt: string;
}
export type PhoneConsentKind = 'location' | 'marketing';
export type PhoneChoices = Partial<Record<PhoneConsentKind, PhoneChoice>>;

type Parser<T> = (raw: string) => T | undefined;

/**
 * Where the driver left the car, per parking bill (uniqueId): on this phone only, never sent (the rules:
 * src/features/parkingPay/carPosition.ts). Either the driver's floor, zone and space, or the lot's own berth
 * (`berth`, as the lot reported it); a small photo either way.
 */
export interface StoredCarPosition {
  plateNo: string;
  floor: string;
  zone: string;
  space: string;
  /** The berth the lot itself reported ('B2-036'): shown as the position, nothing asked. */
  berth?: string;
  /** A small JPEG as a data URL. */
  photo?: string;
  /** This phone's clock (ms), when it was written. */
  savedAt: number;
  /** This phone's clock (ms), when it first saw the bill paid (the position is kept 24 h more). */
  paidSeenAt?: number;
}
export type StoredCarPositions = Record<string, StoredCarPosition>;

const text: Parser<string> = (raw) => (raw === '' || raw === 'undefined' || raw === 'null' ? undefined : raw);
const finite: Parser<number> = (raw) => {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isFinite(n) ? n : undefined;
};
const clientType: Parser<ClientType> = (raw) => (raw === '1' || raw === '2' || raw === '3' ? (Number(raw) as ClientType) : undefined);
/** 长辈模式 as the driver set it on /mine: 'on' or 'off' (absent: they never chose, the host's text size decides). */
const onOff: Parser<'on' | 'off'> = (raw) => (raw === 'on' || raw === 'off' ? raw : undefined);
function object<T extends object>(): Parser<T> {
  return (raw) => {
    try {
      const v: unknown = JSON.parse(raw);
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : undefined;
    } catch {
      return undefined;
    }
  };
}

const str = (v: unknown): v is string => typeof v === 'string';
/** Kept positions, each checked: an entry of the wrong shape is left out, not trusted. */
const carPositions: Parser<StoredCarPositions> = (raw) => {
  const all = object<Record<string, unknown>>()(raw);
  if (!all) return undefined;
  const out: StoredCarPositions = {};
  for (const [id, e] of Object.entries(all)) {
    if (!e || typeof e !== 'object') continue;
    const p = e as Record<string, unknown>;
    if (!str(p.plateNo) || !str(p.floor) || !str(p.zone) || !str(p.space) || typeof p.savedAt !== 'number') continue;
    if ((p.berth !== undefined && !str(p.berth)) || (p.photo !== undefined && !(str(p.photo) && p.photo.startsWith('data:image/')))) continue;
    out[id] = {
      plateNo: p.plateNo, floor: p.floor, zone: p.zone, space: p.space, savedAt: p.savedAt,
      ...(str(p.berth) ? { berth: p.berth } : {}),
      ...(str(p.photo) ? { photo: p.photo } : {}),
      ...(typeof p.paidSeenAt === 'number' ? { paidSeenAt: p.paidSeenAt } : {}),
    };
  }
  return out;
};

const keys = {
  clientType,
  driverDealerId: text,
  lat: finite,
  lng: finite,
  openId: text,
  openid: text,
  appName: text,
  appid: text,
  ak: text,
  locationCity: text,
  collectorCode: text,
  buyid: text,
  sourceType: finite,
  reqJson: object<ReqJson>(),
  platInfo: object<Record<string, unknown>>(),
  /** The last menu config the server gave: the switches a page starts from when the call is slow or fails. */
  menuConfig: object<MenuConfig>(),
  /** The driver's 长辈模式 choice on this phone (src/session/elderMode.ts; src/page/elderMode.js reads it before the first paint). */
  elderMode: onOff,
  /** The address the driver last had a statement mailed to: the mail dialog starts from it. */
  statementEmail: text,
  /** A visitor's optional consents (定位, 营销信息) with their dates: on this phone only, sent nowhere (consentChoices.ts). */
  visitorConsents: object<PhoneChoices>(),
  /** The signed-in driver's consents as the server last answered, for gates that decide at once; gone at sign-out. */
  driverConsents: object<PhoneChoices>(),
  /** Where the car is parked, per bill: this phone only, sent nowhere (features/parkingPay/carPosition.ts). */
  carPositions,
} satisfies Record<string, Parser<unknown>>;

export type StorageKey = keyof typeof keys;
export type StoredValue<K extends StorageKey> = NonNullable<ReturnType<(typeof keys)[K]>>;

function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | undefined {
  try {
    const raw = area()?.getItem(key);
    if (raw == null) return undefined;
    return (keys[key] as Parser<StoredValue<K>>)(raw);
  } catch {
    return undefined;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K> | undefined): void {
  try {
    const s = area();
    if (!s) return;
    if (value === undefined) s.removeItem(key);
    else s.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  } catch {
    // Quota or privacy mode: the app keeps working with what it has in memory.
  }
}

export function removeStored(...names: StorageKey[]): void {
  for (const k of names) writeStored(k, undefined);
}

/** The third-party id, stored under either spelling by different entry pages. */
export function storedOpenId(): string | undefined {
  return readStored('openId') ?? readStored('openid');
}

export function storedClientType(fallback: ClientType): ClientType {
  return readStored('clientType') ?? fallback;
}
