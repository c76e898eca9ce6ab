import {
  SUPPORT_CODE_ALPHABET, SUPPORT_CODE_CODES, SUPPORT_CODE_FAILURE_WINDOW_MS, SUPPORT_CODE_LENGTH, SUPPORT_CODE_LOCKOUT_MS,
  SUPPORT_CODE_MAX_FAILURES, SUPPORT_CODE_TTL_MS, SUPPORT_CODE_VERIFY_PATH, type SupportCodeGrant,
} from '../../../src/api/basic/debug.types';
import type { Db } from '../../db';
import type { SupportCodeFailures, SupportCodeRecord } from '../../db/supportCodes';
import { badRequest, MockFail, notFound, unauthorized } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { optStr } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { SERVICE_CODES } from './service';

function newCode(db: Db): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < SUPPORT_CODE_LENGTH; i += 1) code += SUPPORT_CODE_ALPHABET[Math.floor(Math.random() * SUPPORT_CODE_ALPHABET.length)];
    if (!db.supportCodes.some((c) => c.code === code)) return code;
  }
}

function newLiveChannel(requestNo: string): string {
  let tail = '';
  for (let i = 0; i < 20; i += 1) tail += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)];
  return `dbg_${requestNo.replace(/[^A-Za-z0-9]/g, '')}_${tail}`;
}

/** What operations' console does: a code for a support case, valid for two hours (or `ttlMinutes`). */
export function issueSupportCode(db: Db, requestNo: string, now: number, ttlMs = SUPPORT_CODE_TTL_MS): SupportCodeRecord {
  const request = db.serviceRequests.find((x) => x.requestNo === requestNo);
  if (!request) notFound('未找到该服务单');
  if (request.closedAt !== null) throw new MockFail(SERVICE_CODES.closed, '该服务单已关闭，不能再发放调试码');
  const record: SupportCodeRecord = { code: newCode(db), requestNo, driverId: request.driverId, issuedAt: now, expiresAt: now + ttlMs, liveChannel: newLiveChannel(requestNo) };
  db.supportCodes.push(record);
  // A new code for the case is operations' answer to a lockout: the wrong codes before it no longer count.
  db.supportCodeFailures = db.supportCodeFailures.filter((f) => f.key !== requestNo);
  return record;
}

/**
 * The support cases a wrong code counts against: the driver's cases holding a live code (what a guess could be
 * aiming at), or the driver themself when there is none.
 */
function failureKeys(db: Db, driverId: string, now: number): string[] {
  const keys = new Set<string>();
  for (const c of db.supportCodes) {
    if (c.driverId !== driverId || c.expiresAt <= now) continue;
    const request = db.serviceRequests.find((x) => x.requestNo === c.requestNo);
    if (request && request.closedAt === null) keys.add(c.requestNo);
  }
  return keys.size ? [...keys] : [`driver:${driverId}`];
}

function failuresOf(db: Db, key: string): SupportCodeFailures {
  let f = db.supportCodeFailures.find((x) => x.key === key);
  if (!f) {
    f = { key, failedAt: [], lockedUntil: null };
    db.supportCodeFailures.push(f);
  }
  return f;
}

/** The lockout in force on any of these cases: when the last of them ends, or null. */
function lockedUntil(db: Db, keys: string[], now: number): number | null {
  let until: number | null = null;
  for (const key of keys) {
    const f = db.supportCodeFailures.find((x) => x.key === key);
    if (f?.lockedUntil && f.lockedUntil > now) until = Math.max(until ?? 0, f.lockedUntil);
  }
  return until;
}

/** The refusal during a lockout, naming (Beijing time) the first whole minute at which a code may be tried again. */
function lockedFail(until: number): MockFail {
  const at = wireTime(Math.ceil(until / 60_000) * 60_000, 'HH:mm');
  return new MockFail(SUPPORT_CODE_CODES.locked, `调试码错误次数过多，请于 ${at} 后再试，或请客服重新发放调试码`);
}

/** Counts a wrong code against the cases; the one that makes SUPPORT_CODE_MAX_FAILURES within the window locks them. */
function countFailure(db: Db, keys: string[], now: number): void {
  for (const key of keys) {
    const f = failuresOf(db, key);
    if (f.lockedUntil !== null && f.lockedUntil <= now) {
      // A lockout that ran out starts the count afresh.
      f.failedAt = [];
      f.lockedUntil = null;
    }
    f.failedAt = [...f.failedAt.filter((t) => t > now - SUPPORT_CODE_FAILURE_WINDOW_MS), now];
    if (f.failedAt.length >= SUPPORT_CODE_MAX_FAILURES) f.lockedUntil = now + SUPPORT_CODE_LOCKOUT_MS;
  }
}

/**
 * Support codes of the operations debug panel, on the basic service beside customer service:
 * - `POST /basic/v2/api/service/supportCodes/verify {supportCode}`: the app's check, for a signed-in driver only
 *   (a visitor is answered 401). Spaces, dashes and case do not matter. Wrong, expired (or its case closed since),
 *   or issued for another driver's case is refused with its own code and a message a driver can read.
 *   Guessing is limited: SUPPORT_CODE_MAX_FAILURES wrong codes (unknown, malformed or another driver's)
 *   within SUPPORT_CODE_FAILURE_WINDOW_MS on the mock's clock lock the driver's cases (those holding a live code,
 *   else the driver) for SUPPORT_CODE_LOCKOUT_MS: every code, the right one too, is then refused with
 *   SUPPORT_CODE_CODES.locked and the time (Beijing, HH:mm) it may be tried again. A new code issued for a case
 *   lifts its lockout; a verified code clears its case's count.
 * - `POST /__mock/service/{requestNo}/supportCode {ttlMinutes?}`: the control call standing in for operations'
 *   console, which issues the code (a driver's token can never issue one, or the code would be a flag), and the
 *   session's channel on the DevTools relay with the monitor's path there.
 */
export function registerSupportCodes(r: MockRouter) {
  r.post(SUPPORT_CODE_VERIFY_PATH, ({ db, req, driverId, now }): SupportCodeGrant => {
    if (!driverId) unauthorized('请先登录后再验证调试码');
    const t = now();
    const raw = req.input.supportCode;
    if (raw !== undefined && typeof raw !== 'string') badRequest('调试码格式不正确');
    const code = (raw ?? '').replace(/[\s-]/g, '').toUpperCase();
    if (!code) badRequest('调试码不能为空');
    const record = db.supportCodes.find((c) => c.code === code);
    const own = record && record.driverId === driverId ? record : undefined;
    // The lockout first, whatever the code: during it the right code tells nothing either.
    const keys = own ? [own.requestNo] : failureKeys(db, driverId, t);
    const until = lockedUntil(db, keys, t);
    if (until !== null) throw lockedFail(until);
    const wrong = (fail: MockFail): never => {
      countFailure(db, keys, t);
      throw fail;
    };
    if (code.length !== SUPPORT_CODE_LENGTH || [...code].some((c) => !SUPPORT_CODE_ALPHABET.includes(c)) || !record) {
      wrong(new MockFail(SUPPORT_CODE_CODES.wrong, '调试码不正确，请核对后重新输入'));
    }
    if (!own) return wrong(new MockFail(SUPPORT_CODE_CODES.otherDriver, '该调试码不属于当前登录的账号'));
    const request = db.serviceRequests.find((x) => x.requestNo === own.requestNo);
    if (own.expiresAt <= t || !request || request.closedAt !== null) {
      throw new MockFail(SUPPORT_CODE_CODES.expired, '调试码已过期，请联系客服重新获取');
    }
    db.supportCodeFailures = db.supportCodeFailures.filter((f) => f.key !== own.requestNo);
    return {
      requestNo: own.requestNo,
      expireTime: wireTime(own.expiresAt),
      remainingSeconds: Math.floor((own.expiresAt - t) / 1000),
      liveChannel: own.liveChannel,
    };
  });

  r.post('/__mock/service/{requestNo}/supportCode', ({ db, req, now }) => {
    const minutes = optStr(req.input, 'ttlMinutes');
    const ttl = minutes === undefined ? SUPPORT_CODE_TTL_MS : Number(minutes) * 60_000;
    if (!Number.isFinite(ttl) || ttl <= 0) badRequest('ttlMinutes 须为正数');
    const record = issueSupportCode(db, req.params.requestNo ?? '', now(), ttl);
    // What the console shows operations beside the code: the session's channel, whose page on the relay is their monitor.
    return {
      supportCode: record.code,
      requestNo: record.requestNo,
      driverId: record.driverId,
      expireTime: wireTime(record.expiresAt),
      liveChannel: record.liveChannel,
      monitorPath: `/session/${record.liveChannel}`,
    };
  });
}
