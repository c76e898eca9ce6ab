import { MASK, maskSecrets } from '@/app/devtools';

test('tokens, openids, passwords and verify codes are masked at any depth; everything else is kept', () => {
  const action = {
    type: 'authApi/executeMutation/fulfilled',
    payload: { token: 'at_1', refreshToken: 'rt_1', driverId: 'D1' },
    meta: { arg: { originalArgs: { phone: '13800138000', password: 'Driver@2026', verifyCode: '123456' } } },
    list: [{ openid: 'o1', openId: 'o2', ticket: 'T', name: '张伟' }],
  };
  expect(maskSecrets(action)).toEqual({
    type: 'authApi/executeMutation/fulfilled',
    payload: { token: MASK, refreshToken: MASK, driverId: 'D1' },
    meta: { arg: { originalArgs: { phone: '13800138000', password: MASK, verifyCode: MASK } } },
    list: [{ openid: MASK, openId: MASK, ticket: MASK, name: '张伟' }],
  });
  expect(action.payload.token).toBe('at_1');
});

test('masking survives cycles', () => {
  const a: Record<string, unknown> = { token: 't' };
  a.self = a;
  expect(() => maskSecrets(a)).not.toThrow();
});
