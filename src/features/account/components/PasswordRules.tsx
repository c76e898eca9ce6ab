import styles from './PasswordRules.module.css';

/**
 * The password rule (the same as the server's: 8-20 visible ASCII characters with at least one letter and one
 * digit), stated on screen and checked before any call.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_RULE_TEXT = '密码为8-20位，须同时包含字母和数字，可使用英文符号，不能含空格或中文';

interface Rule {
  label: string;
  ok: (p: string) => boolean;
}

const LENGTH_LABEL = '8-20位';

const RULES: Rule[] = [
  { label: LENGTH_LABEL, ok: (p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
  { label: '包含字母', ok: (p) => /[A-Za-z]/.test(p) },
  { label: '包含数字', ok: (p) => /\d/.test(p) },
  { label: '无空格和中文', ok: (p) => /^[\x21-\x7e]*$/.test(p) },
];

/** The message to show under the password field, or null when the password follows the rule. */
export function validatePassword(p: string): string | null {
  if (p === '') return '请输入密码';
  if (!/^[\x21-\x7e]*$/.test(p)) return '密码不能包含空格、中文或全角字符';
  // Never cut to fit: a pasted password that is too long is refused with its length, not saved shortened.
  if (p.length > PASSWORD_MAX) return `密码最多${PASSWORD_MAX}位，当前${p.length}位`;
  if (p.length < PASSWORD_MIN) return '密码长度须为8-20位';
  if (!/[A-Za-z]/.test(p) || !/\d/.test(p)) return '密码须同时包含字母和数字';
  return null;
}

/** Signing in: a password is asked for, and one longer than any password can be is refused as it is. */
export function loginPasswordProblem(p: string): string | null {
  if (p === '') return '请输入密码';
  return p.length > PASSWORD_MAX ? `密码最多${PASSWORD_MAX}位，当前${p.length}位` : null;
}

/** The confirmation field: empty or different from the password. */
export function validatePasswordConfirm(password: string, confirm: string): string | null {
  if (confirm === '') return '请再次输入密码';
  return confirm === password ? null : '两次输入的密码不一致';
}

/** The rule as a checklist under a new-password field; each item turns green once met. */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  return (
    <div className={styles.root} id={id}>
      <p className={styles.text}>{PASSWORD_RULE_TEXT}</p>
      <ul className={styles.list} aria-label="密码规则">
        {RULES.map((r) => {
          const met = value !== '' && r.ok(value);
          return (
            <li key={r.label} className={met ? styles.met : undefined}>
              <span aria-hidden="true">{met ? '✓' : '·'}</span> {r.label}
              {r.label === LENGTH_LABEL && value !== '' && <span>（已输入{value.length}位）</span>}
              <span className="sr-only">{met ? '（已满足）' : '（未满足）'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
