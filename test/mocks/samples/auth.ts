import type { ServiceSamples } from './types';

const A = { phone: '13800138000', password: 'Driver@2026' };

export const authSamples: ServiceSamples = {
  'POST /auth/v2/api/driver/login': {
    valid: { body: A },
    invalid: { body: { ...A, password: 'Wrong1234' } },
  },
  'GET /auth/v2/api/driver/loginInfo': {
    valid: { as: 'A' },
    invalid: {},
  },
  'GET /auth/v2/api/driver/logout': {
    valid: { as: 'A' },
    invalid: {},
  },
  'POST /auth/v2/api/driver/loginByVerifyCode': {
    valid: { body: { phone: A.phone, verifyCode: '123456' } },
    invalid: { body: { phone: A.phone, verifyCode: '654321' } },
  },
  'POST /auth/v2/api/getChallengeCode': {
    valid: { body: { phone: A.phone } },
    invalid: { body: { phone: '12345' } },
  },
  'POST /auth/v2/api/checkAccount': {
    valid: { body: { phone: A.phone } },
    invalid: { body: {} },
  },
  'GET /auth/v2/api/wechat/oAuthUrl': {
    valid: { query: { redirectUri: 'http://localhost/loginloading', state: 'home' } },
    invalid: { query: { redirectUri: 'javascript:alert(1)' } },
  },
  'POST /auth/v2/api/driver/oAuthLogin': {
    valid: async (ctx) => {
      const res = await ctx.call('GET', '/auth/v2/api/wechat/oAuthUrl', {});
      const code = new URL((res.data as { url: string }).url).searchParams.get('code') ?? '';
      return { body: { code } };
    },
    invalid: { body: { code: 'wxc_unknown' } },
  },
  'POST /auth/v2/api/refreshToken': {
    valid: async (ctx) => {
      const res = await ctx.call('POST', '/auth/v2/api/driver/login', { body: A });
      return { body: { refreshToken: (res.data as { refreshToken: string }).refreshToken } };
    },
    invalid: { body: { refreshToken: 'rt_never_issued' } },
  },
};
