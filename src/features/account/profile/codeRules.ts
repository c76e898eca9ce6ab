/** An SMS verify code: six digits. */
export function validateVerifyCode(code: string): string | null {
  if (code === '') return '请输入验证码';
  return /^\d{6}$/.test(code) ? null : '验证码为6位数字';
}
