import fc from 'fast-check';
import { createMasker, MASK, maskSecrets, maskText } from '@/lib/maskSecrets';

describe('value patterns: phone numbers and ID numbers anywhere in a string', () => {
  test.each([
    ['13800138000', '138****8000'],
    ['联系电话13900139000，请回电', '联系电话139****9000，请回电'],
    ['/driver/v2/api/isPhoneRegistered?phone=13800138000', '/driver/v2/api/isPhoneRegistered?phone=138****8000'],
    ['+8613800138000', '+86138****8000'],
    ['a 13800138000 and 13900139000', 'a 138****8000 and 139****9000'],
    ['11010519491231002X', '110***********002X'],
    ['身份证 110105194912310021 已上传', '身份证 110***********0021 已上传'],
    // Not phones or ID numbers: kept.
    ['1735000000000', '1735000000000'],
    ['23800138000', '23800138000'],
    ['1380013800', '1380013800'],
    ['O100001', 'O100001'],
    ['京A12345', '京A12345'],
    ['1100000000000000000', '1100000000000000000'],
  ])('%s → %s', (input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  test('no 11-digit phone number survives in any text around it', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^1[3-9]\d{9}$/), fc.string(), (before, phone, after) => {
        const masked = maskText(`${before} ${phone} ${after}`);
        expect(masked).not.toContain(phone);
      }),
    );
  });

  test('numbers that are phone numbers are masked too', () => {
    expect(maskSecrets({ n: 13800138000, amount: 3000, at: 1735000000000 })).toEqual({ n: '138****8000', amount: 3000, at: 1735000000000 });
  });
});

test('masked by key: the whole value for secrets, 3+4 digits for phone fields whatever their format', () => {
  const masked = maskSecrets({
    token: 'at_abc', refreshToken: 'rt_abc', accessToken: 'x', openid: 'o1', unionId: 'u1', password: 'p', verifyCode: '123456',
    supportCode: 'ABCD2345', idCard: '110105194912310021', idNo: 'G12345678', mobile: '138 0013 8000', contactPhone: '13900139000',
    tel: '12', phone: '', kept: { driverId: 'D10001', plateNo: '京A12345' },
  });
  expect(masked).toEqual({
    token: MASK, refreshToken: MASK, accessToken: MASK, openid: MASK, unionId: MASK, password: MASK, verifyCode: MASK,
    supportCode: MASK, idCard: MASK, idNo: MASK, mobile: '138****8000', contactPhone: '139****9000',
    tel: MASK, phone: '', kept: { driverId: 'D10001', plateNo: '京A12345' },
  });
});

test('known secrets (the session tokens) are masked wherever they occur in a string', () => {
  const token = 'at_k3j4h5g6f7d8s9a0';
  const value = { note: `Authorization: ${token}`, list: [`url?t=${token}&x=1`], short: 'ab' };
  expect(maskSecrets(value, { known: [token, 'ab', undefined] })).toEqual({ note: `Authorization: ${MASK}`, list: [`url?t=${MASK}&x=1`], short: 'ab' });
});

test('a masker masks a shared object once and gives the same copy; cycles become [Circular]', () => {
  const shared = { phone: '13800138000', name: '张伟' };
  const mask = createMasker();
  const a = mask({ shared });
  const b = mask({ other: shared });
  expect(a.shared).toBe(b.other);
  const loop: Record<string, unknown> = { token: 't' };
  loop.self = loop;
  expect(maskSecrets(loop)).toEqual({ token: MASK, self: '[Circular]' });
});

test('keys are masked as text too (RTK Query cache keys carry their arguments)', () => {
  const state = { queries: { 'checkAccount({"phone":"13800138000"})': { originalArgs: { phone: '13800138000' } } } };
  expect(maskSecrets(state)).toEqual({ queries: { 'checkAccount({"phone":"138****8000"})': { originalArgs: { phone: '138****8000' } } } });
});

describe('secrets an address or a cache key carries', () => {
  test('secret parameters of any URL in any string are masked by key; harmless ones are kept', () => {
    expect(maskSecrets({ search: '?ticket=T1&openid=o1&redirect=%2Fmine', msg: '回到 /loginloading?code=wxc_1&state=S1' })).toEqual({
      search: `?ticket=${MASK}&openid=${MASK}&redirect=%2Fmine`,
      msg: `回到 /loginloading?code=${MASK}&state=${MASK}`,
    });
  });

  test('a cache key is masked by its arguments’ keys, short values too, and written back the same way', () => {
    const state = { queries: { 'tokenByTicket({"openid":"oWx_1","ticket":"NOPE"})': { queryCacheKey: 'tokenByTicket({"openid":"oWx_1","ticket":"NOPE"})', endpointName: 'tokenByTicket' } } };
    const key = `tokenByTicket({"openid":"${MASK}","ticket":"${MASK}"})`;
    expect(maskSecrets(state)).toEqual({ queries: { [key]: { queryCacheKey: key, endpointName: 'tokenByTicket' } } });
    expect(maskSecrets('balanceInfo(undefined)')).toBe('balanceInfo(undefined)');
    expect(maskSecrets('parkDetail({"parkId":"P1001"})')).toBe('parkDetail({"parkId":"P1001"})');
    expect(maskSecrets('a(b) {not json}')).toBe('a(b) {not json}');
  });

  test('known secrets are masked as written in addresses too: URL-encoded once or twice', () => {
    const secret = 'at_k3j4/h5g6+f7d8=';
    const value = [`x?next=${encodeURIComponent(secret)}`, `y?r=${encodeURIComponent(encodeURIComponent(secret))}`, `z ${secret}`];
    expect(maskSecrets(value, { known: [secret] })).toEqual(['x?next=***', 'y?r=***', 'z ***']);
  });

  test('auth codes are masked by key like tokens', () => {
    expect(maskSecrets({ auth_code: 'A1', authCode: 'A2', access_token: 'x' })).toEqual({ auth_code: MASK, authCode: MASK, access_token: MASK });
  });
});
