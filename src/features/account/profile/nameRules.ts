import { hasEmoji, hasForbiddenCharacters, validateName } from '@/lib/validators';

/** Longest name or nickname the server keeps (its own rule: '昵称不能超过20个字'). */
export const MAX_NAME_LENGTH = 20;

/** What the name fields say under themselves: the rule, before the driver breaks it. */
export const NAME_RULE_HINT = '不能包含表情及 / \\ : * ? " < \' > ，首尾不能有空格，最多20个字';

/**
 * The name rule of spec section 5 (validateName: forbidden characters, emoji, '首尾不能有空格'; empty is no error)
 * plus what the server also refuses in a nickname: | % &, and more than 20 characters.
 */
export function validateNickName(name: string): string | null {
  // The server's own words for emoji in a nickname, which drivers already know from it.
  if (hasEmoji(name)) return '昵称不能包含表情或 | % & 等特殊字符';
  const base = validateName(name);
  if (base) return base;
  if (hasForbiddenCharacters(name)) return '昵称不能包含表情或 | % & 等特殊字符';
  if ([...name].length > MAX_NAME_LENGTH) return `昵称不能超过${MAX_NAME_LENGTH}个字`;
  return null;
}

/** The real name: the spec's rule (emoji included) plus the same length limit. */
export function validateUserName(name: string): string | null {
  const base = validateName(name);
  if (base) return base;
  if ([...name].length > MAX_NAME_LENGTH) return `姓名不能超过${MAX_NAME_LENGTH}个字`;
  return null;
}
