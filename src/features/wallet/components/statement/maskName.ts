/** A name on paper that may be seen by others (an expense claim): the first character kept, '张*', '欧***'. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length <= 1 ? chars.join('') : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
