import type { ApiError } from '@/api/apiError';
import { SUPPORT_CODE_ALPHABET, SUPPORT_CODE_CODES, SUPPORT_CODE_LENGTH, type SupportCodeGrant } from '@/api/types/basic-debug';
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

/** The server said no to the code itself (not a network failure). */
export function isRefusal(error: unknown): boolean {
  const code = (error as Partial<ApiError> | null)?.code;
  return typeof code === 'string' && (Object.values(SUPPORT_CODE_CODES) as string[]).includes(code);
}

export function messageOf(error: unknown): string {
  const msg = (error as Partial<ApiError> | null)?.msg;
  return typeof msg === 'string' && msg ? msg : '调试码验证失败，请稍后重试';
}
