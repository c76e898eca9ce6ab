/** Server codes the sign-in pages react to on screen (the catalogue saga shows their messages). */
export const CODE_WRONG_PASSWORD = '0xd12501002';
export const CODE_UNREGISTERED = '0xd12501003';
export const CODE_ALREADY_REGISTERED = '0xd12501012';
export const CODE_NEED_CHALLENGE = '0xd12501023';

export const VERIFY_CODE = /^\d{6}$/;

/** The verify-code field: six digits. */
export function validateVerifyCode(code: string): string | null {
  if (code === '') return '请输入验证码';
  return VERIFY_CODE.test(code) ? null : '验证码为6位数字';
}
