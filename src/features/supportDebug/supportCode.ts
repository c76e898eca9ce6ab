import { UNAUTHORIZED, type ApiError } from '@/api/apiError';
import { SUPPORT_CODE_ALPHABET, SUPPORT_CODE_CODES, SUPPORT_CODE_LENGTH, SUPPORT_CODE_LOCKOUT_MS, type SupportCodeGrant } from '@/api/basic/debug.types';
import type { DebugGrant } from './grant';

/** What the driver typed, as the server compares it: no spaces or dashes, upper case. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The form's own check before asking the server; null when the code may be sent. */
export function validateCode(raw: string): string | null {
  const code = normaliseCode(raw);
  if (!code) return '请输入调试码';
  if (code.length !== SUPPORT_CODE_LENGTH || [...code].some((c) => !SUPPORT_CODE_ALPHABET.includes(c))) {
    return `调试码为 ${SUPPORT_CODE_LENGTH} 位字母或数字，请核对后重新输入`;
  }
  return null;
}

/** The session a verified code opens, until the code's expiry counted on this device's clock. */
export function grantOf(code: string, answer: SupportCodeGrant, now = Date.now()): DebugGrant {
  return { code, requestNo: answer.requestNo, expiresAt: now + answer.remainingSeconds * 1000 };
}

const codeOf = (error: unknown) => (error as Partial<ApiError> | null)?.code;

/** The server locked the case after too many wrong codes: every code is refused until the time its message names. */
export function isLockout(error: unknown): boolean {
  return codeOf(error) === SUPPORT_CODE_CODES.locked;
}

/** The server does not take codes from a visitor (or a session that has just ended). */
export function isSignInNeeded(error: unknown): boolean {
  return codeOf(error) === UNAUTHORIZED;
}

/** The server said no to the code, or to whoever sent it (not a network failure): the session it claims ends. */
export function isRefusal(error: unknown): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && ((Object.values(SUPPORT_CODE_CODES) as string[]).includes(code) || code === UNAUTHORIZED);
}

export const SIGN_IN_FIRST = '请先登录后再输入调试码：调试码只能由服务单所属的账号使用';

/** A lockout's explanation: the server's, which names the time (Beijing) it may be tried again, or ours without one. */
function lockoutMessage(msg: string | undefined): string {
  if (msg && /\d{1,2}:\d{2}/.test(msg)) return msg;
  return `调试码错误次数过多，请 ${SUPPORT_CODE_LOCKOUT_MS / 60_000} 分钟后再试，或请客服重新发放调试码`;
}

export function messageOf(error: unknown): string {
  const msg = (error as Partial<ApiError> | null)?.msg;
  if (isLockout(error)) return lockoutMessage(msg);
  if (isSignInNeeded(error)) return SIGN_IN_FIRST;
  return typeof msg === 'string' && msg ? msg : '调试码验证失败，请稍后重试';
}
