import { emailProblem, MAX_EMAIL_LENGTH, normalizeEmail } from '@/lib/email';

test.each(['finance@shunda.example.com', 'zhang.wei+fp@qq.com', 'a_b-c%d@mail-1.example.cn', ' name@example.com '])('%j is accepted', (v) => {
  expect(emailProblem(v)).toBeNull();
});

test.each([
  ['', '请填写接收发票的邮箱'],
  ['   ', '请填写接收发票的邮箱'],
  ['name example.com', '邮箱地址不能包含空格'],
  ['name.example.com', '邮箱地址缺少“@”，如name@example.com'],
  ['name@example', '请输入正确的邮箱地址，如name@example.com'],
  ['name@@example.com', '请输入正确的邮箱地址，如name@example.com'],
  ['name@example.c', '请输入正确的邮箱地址，如name@example.com'],
  ['张伟@example.com', '请输入正确的邮箱地址，如name@example.com'],
  ['name@.example.com', '请输入正确的邮箱地址，如name@example.com'],
  [`${'a'.repeat(MAX_EMAIL_LENGTH - 11)}@example.com`, `邮箱地址不能超过${MAX_EMAIL_LENGTH}个字符`],
])('%j → %s', (v, message) => {
  expect(emailProblem(v)).toBe(message);
});

test('full-width characters of a Chinese keyboard are narrowed, not refused', () => {
  expect(normalizeEmail('ｎａｍｅ＠example。com ')).toBe('name@example.com');
  expect(emailProblem('name＠example．com')).toBeNull();
});

test('the server agrees: an address accepted here is accepted by the invoice service rule', async () => {
  const { emailFrom } = await import('@mocks/services/invoice/titles');
  for (const v of ['finance@shunda.example.com', 'zhang.wei+fp@qq.com']) expect(emailFrom({ email: normalizeEmail(v) })).toBe(v);
});
