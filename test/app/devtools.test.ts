import { MASK, maskSecrets } from '@/lib/maskSecrets';
import { devToolsOptions, prepareDevTools } from '@/app/devtools';

test('tokens, openids, passwords and verify codes are masked at any depth, phones all but 3+4 digits; everything else is kept', () => {
  const action = {
    type: 'authApi/executeMutation/fulfilled',
    payload: { token: 'at_1', refreshToken: 'rt_1', driverId: 'D1' },
    meta: { arg: { originalArgs: { phone: '13800138000', password: 'Driver@2026', verifyCode: '123456' } } },
    list: [{ openid: 'o1', openId: 'o2', ticket: 'T', name: '张伟' }],
  };
  expect(maskSecrets(action)).toEqual({
    type: 'authApi/executeMutation/fulfilled',
    payload: { token: MASK, refreshToken: MASK, driverId: 'D1' },
    meta: { arg: { originalArgs: { phone: '138****8000', password: MASK, verifyCode: MASK } } },
    list: [{ openid: MASK, openId: MASK, ticket: MASK, name: '张伟' }],
  });
  expect(action.payload.token).toBe('at_1');
});

test('masking survives cycles', () => {
  const a: Record<string, unknown> = { token: 't' };
  a.self = a;
  expect(() => maskSecrets(a)).not.toThrow();
});

describe('DevTools in a production build', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  test('only a debug session the server confirmed in this page load turns them on: a stored grant alone, or the old local flag, does nothing', async () => {
    const { devToolsEnabled, devToolsOptions } = await import('@/app/devtools');
    const { clearDebugGrant, confirmDebugGrant, saveDebugGrant } = await import('@/features/supportDebug/grant');
    process.env.NODE_ENV = 'production';
    window.localStorage.setItem('driverAppDebug', '1');
    expect(devToolsEnabled()).toBe(false);
    expect(devToolsOptions()).toBe(false);
    const grant = { code: 'ABCD2345', requestNo: 'SR000001', expiresAt: Date.now() + 60_000 };
    saveDebugGrant(grant);
    expect(devToolsEnabled()).toBe(false);
    confirmDebugGrant(grant);
    expect(devToolsEnabled()).toBe(true);
    // Another code written over the confirmed one is a claim again.
    saveDebugGrant({ ...grant, code: 'WXYZ2345' });
    expect(devToolsEnabled()).toBe(false);
    const expired = { ...grant, expiresAt: Date.now() - 1 };
    saveDebugGrant(expired);
    confirmDebugGrant(expired);
    expect(devToolsEnabled()).toBe(false);
    saveDebugGrant(grant);
    confirmDebugGrant(grant);
    window.sessionStorage.setItem('driverAppDebugGrant', '{"code":1}');
    expect(devToolsEnabled()).toBe(false);
    saveDebugGrant(grant);
    clearDebugGrant();
    saveDebugGrant(grant);
    expect(devToolsEnabled()).toBe(false);
  });
});

test('DevTools see masked actions and states once the masking is loaded, and only action types before', async () => {
  const before = devToolsOptions();
  if (!before) throw new Error('DevTools are on in development');
  const action = { type: 'authApi/executeMutation/fulfilled', payload: { token: 'at_123456789', phone: '13800138000' } };
  expect(before.actionSanitizer(action)).toEqual({ type: action.type });
  await prepareDevTools();
  const options = devToolsOptions();
  if (!options) throw new Error('DevTools are on in development');
  expect(options.actionSanitizer(action)).toEqual({ type: action.type, payload: { token: MASK, phone: '138****8000' } });
  expect(options.stateSanitizer({ session: { tel: '13900139000' } })).toEqual({ session: { tel: '139****9000' } });
});

test('a photo the driver uploads (a licence, a certificate) is masked from the upload on: its data, and its address wherever it shows next', async () => {
  await prepareDevTools();
  const options = devToolsOptions();
  if (!options) throw new Error('DevTools are on in development');
  const fileData = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(4)}`;
  const picUrl = 'https://img.example.com/pictures/PIC20261130A.jpg';
  const arg = { type: 'mutation', endpointName: 'uploadPicture', originalArgs: { fileData, suffix: 'jpg' } };
  const sent = options.actionSanitizer({ type: 'basicPagesApi/executeMutation/pending', meta: { arg } });
  const answered = options.actionSanitizer({ type: 'basicPagesApi/executeMutation/fulfilled', payload: { picUrl }, meta: { arg } });
  const text = JSON.stringify([sent, answered, options.stateSanitizer({ form: { note: `照片 ${picUrl}` } })]);
  expect(text).not.toContain(fileData.slice(30, 60));
  expect(text).not.toContain('PIC20261130A');
  expect(answered).toMatchObject({ payload: { picUrl: MASK }, meta: { arg: { originalArgs: { fileData: MASK, suffix: 'jpg' } } } });
  // Another call's picture (a banner's picUrl) is not a driver's photo: it is kept.
  const banner = { type: 'x/fulfilled', payload: { picUrl: 'https://img.example.com/banner/B1.jpg' }, meta: { arg: { endpointName: 'banners' } } };
  expect(options.actionSanitizer(banner)).toEqual(banner);
});
