/** A charging card's password: exactly six digits, what the pile's keypad takes. */
const SIX_DIGITS = /^\d{6}$/;

export type CardPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type CardPasswordValues = Record<CardPasswordField, string>;

function sixDigits(value: string, name: string): string | null {
  if (value === '') return `请输入${name}`;
  return SIX_DIGITS.test(value) ? null : `${name}须为6位数字`;
}

/** The message of each field, in the order the driver fills them. */
export function cardPasswordErrors(v: CardPasswordValues): Record<CardPasswordField, string | null> {
  return {
    oldPassword: sixDigits(v.oldPassword, '原密码'),
    newPassword: sixDigits(v.newPassword, '新密码') ?? (v.newPassword === v.oldPassword ? '新密码不能与原密码相同' : null),
    confirmPassword: v.confirmPassword === '' ? '请再次输入新密码' : v.confirmPassword === v.newPassword ? null : '两次输入的新密码不一致',
  };
}
