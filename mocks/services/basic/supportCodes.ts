import {
  SUPPORT_CODE_ALPHABET, SUPPORT_CODE_CODES, SUPPORT_CODE_LENGTH, SUPPORT_CODE_TTL_MS, type SupportCodeGrant,
} from '../../../src/api/types/basic-debug';
import type { Db } from '../../db';
import type { SupportCodeRecord } from '../../db/supportCodes';
import { badRequest, MockFail, notFound } from '../../core/fail';
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

/** What operations' console does: a code for a support case, valid for two hours (or `ttlMinutes`). */
export function issueSupportCode(db: Db, requestNo: string, now: number, ttlMs = SUPPORT_CODE_TTL_MS): SupportCodeRecord {
  const request = db.serviceRequests.find((x) => x.requestNo === requestNo);
  if (!request) notFound('未找到该服务单');
  if (request.closedAt !== null) throw new MockFail(SERVICE_CODES.closed, '该服务单已关闭，不能再发放调试码');
  const record: SupportCodeRecord = { code: newCode(db), requestNo, driverId: request.driverId, issuedAt: now, expiresAt: now + ttlMs };
  db.supportCodes.push(record);
  return record;
}

/**
 * Support codes of the operations debug panel (issue 16), on the basic service beside customer service:
 * - `POST /basic/v2/api/service/supportCodes/verify {supportCode}`: the app's check. Spaces, dashes and case do not
 *   matter. Wrong, expired (or its case closed since), or issued for another driver's case (when signed in) is
 *   refused with its own code and a message a driver can read; a visitor may use a code (a driver who cannot
 *   sign in is a support case too).
 * - `POST /__mock/service/{requestNo}/supportCode {ttlMinutes?}`: the control call standing in for operations'
 *   console, which issues the code (a driver's token can never issue one, or the code would be a flag).
 */
export function registerSupportCodes(r: MockRouter) {
  r.post('/basic/v2/api/service/supportCodes/verify', ({ db, req, driverId, now }): SupportCodeGrant => {
    const raw = req.input.supportCode;
    if (raw !== undefined && typeof raw !== 'string') badRequest('调试码格式不正确');
    const code = (raw ?? '').replace(/[\s-]/g, '').toUpperCase();
    if (!code) badRequest('调试码不能为空');
    if (code.length !== SUPPORT_CODE_LENGTH || [...code].some((c) => !SUPPORT_CODE_ALPHABET.includes(c))) {
      throw new MockFail(SUPPORT_CODE_CODES.wrong, '调试码不正确，请核对后重新输入');
    }
    const record = db.supportCodes.find((c) => c.code === code);
    if (!record) throw new MockFail(SUPPORT_CODE_CODES.wrong, '调试码不正确，请核对后重新输入');
    const request = db.serviceRequests.find((x) => x.requestNo === record.requestNo);
    if (record.expiresAt <= now() || !request || request.closedAt !== null) {
      throw new MockFail(SUPPORT_CODE_CODES.expired, '调试码已过期，请联系客服重新获取');
    }
    if (driverId && driverId !== record.driverId) throw new MockFail(SUPPORT_CODE_CODES.otherDriver, '该调试码不属于当前登录的账号');
    return {
      requestNo: record.requestNo,
      expireTime: wireTime(record.expiresAt),
      remainingSeconds: Math.floor((record.expiresAt - now()) / 1000),
    };
  });

  r.post('/__mock/service/{requestNo}/supportCode', ({ db, req, now }) => {
    const minutes = optStr(req.input, 'ttlMinutes');
    const ttl = minutes === undefined ? SUPPORT_CODE_TTL_MS : Number(minutes) * 60_000;
    if (!Number.isFinite(ttl) || ttl <= 0) badRequest('ttlMinutes 须为正数');
    const record = issueSupportCode(db, req.params.requestNo ?? '', now(), ttl);
    return { supportCode: record.code, requestNo: record.requestNo, driverId: record.driverId, expireTime: wireTime(record.expiresAt) };
  });
}
