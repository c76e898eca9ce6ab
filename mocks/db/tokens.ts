import { MockFail } from '../core/fail';

/** Tokens the mock issued. Access tokens live 2 hours, refresh tokens 30 days; refreshing rotates both. */
export interface IssuedToken {
  value: string;
  kind: 'access' | 'refresh';
  driverId: string;
  /** When it was issued: a signed-in device's date on 我的数据. */
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
  /** A refresh token that was used: when, and the pair it was exchanged for. */
  rotated?: { at: number; token: string; refreshToken: string };
}

export interface TokenTables {
  tokens: Map<string, IssuedToken>;
}

export const ACCESS_TTL_MS = 2 * 3600_000;
export const REFRESH_TTL_MS = 30 * 86_400_000;
/**
 * A used refresh token still works this long after its last use: the answer that carried its successor may never have
 * reached the phone (a client that gave up at 10 s on a 12 s answer). Used again within it, the successor pair is
 * revoked and a new one issued, so one chain stays live; after it, a second use is refused as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;

export function seedTokens(): TokenTables {
  return { tokens: new Map() };
}

function randomToken(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let s = prefix;
  for (let i = 0; i < 40; i += 1) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
}

export function issueTokenPair(db: TokenTables, driverId: string, now = Date.now()) {
  const token = randomToken('at_');
  const refreshToken = randomToken('rt_');
  db.tokens.set(token, { value: token, kind: 'access', driverId, issuedAt: now, expiresAt: now + ACCESS_TTL_MS, revoked: false });
  db.tokens.set(refreshToken, { value: refreshToken, kind: 'refresh', driverId, issuedAt: now, expiresAt: now + REFRESH_TTL_MS, revoked: false });
  return { token, refreshToken, driverId };
}

/**
 * Refresh tokens are single use, as a rotating server's are: a second use is refused, except within
 * REFRESH_REUSE_GRACE_MS of the first (its answer may have been lost on the way).
 */
export function rotateTokenPair(db: TokenTables, refreshToken: string, now = Date.now()) {
  const rec = db.tokens.get(refreshToken);
  const lostAnswer = rec?.rotated && now - rec.rotated.at < REFRESH_REUSE_GRACE_MS;
  if (!rec || rec.kind !== 'refresh' || (rec.revoked && !lostAnswer) || rec.expiresAt < now) {
    throw new MockFail('0xd12501001', '登录已失效，请重新登录');
  }
  if (rec.rotated) {
    for (const value of [rec.rotated.token, rec.rotated.refreshToken]) {
      const successor = db.tokens.get(value);
      if (successor) successor.revoked = true;
    }
  }
  rec.revoked = true;
  const pair = issueTokenPair(db, rec.driverId, now);
  rec.rotated = { at: now, token: pair.token, refreshToken: pair.refreshToken };
  return pair;
}

/** The driver an Authorization header names, 'invalid' for an unknown/expired/revoked token, null for none. */
export function driverForAuthorization(db: TokenTables, header: string | null | undefined, now = Date.now()): string | 'invalid' | null {
  if (!header) return null;
  const value = header.replace(/^Bearer\s+/i, '').trim();
  if (!value) return null;
  const rec = db.tokens.get(value);
  if (!rec || rec.kind !== 'access' || rec.revoked || rec.expiresAt < now) return 'invalid';
  return rec.driverId;
}

export function revokeDriverTokens(db: TokenTables, driverId: string) {
  for (const rec of db.tokens.values()) if (rec.driverId === driverId) rec.revoked = true;
}

export function expireAllAccessTokens(db: TokenTables) {
  for (const rec of db.tokens.values()) if (rec.kind === 'access') rec.revoked = true;
}
