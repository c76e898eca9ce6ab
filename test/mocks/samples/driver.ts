import type { ServiceSamples } from './types';

const A_PHONE = '13800138000';
const CODE = '123456';
/** A request with a token that was never issued: the gateway answers 401 with a Chinese message. */
const BOGUS_TOKEN = { headers: { Authorization: 'at_never_issued' } };

export const driverSamples: ServiceSamples = {
  'GET /driver/v2/api/plateCount': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/loginStates': { valid: {}, invalid: BOGUS_TOKEN },
  'GET /driver/v2/api/getDriverIdByThirdId': {
    valid: { query: { thirdId: 'oWx_demo_A' } },
    invalid: { query: {} },
  },
  'POST /driver/v2/api/sendVerifyCode': {
    valid: { body: { phone: A_PHONE, type: 1 } },
    // The second send within 60 s is refused.
    invalid: async (ctx) => {
      await ctx.call('POST', '/driver/v2/api/sendVerifyCode', { body: { phone: A_PHONE, type: 1 } });
      return { body: { phone: A_PHONE, type: 1 } };
    },
  },
  'POST /driver/v2/api/register': {
    valid: { body: { phone: '13700137000', verifyCode: CODE, password: 'Abc12345' } },
    invalid: { body: { phone: '13700137000', verifyCode: CODE, password: 'abc' } },
  },
  'POST /driver/v2/api/isPhoneRegistered': {
    valid: { body: { phone: A_PHONE } },
    invalid: { body: { phone: '2380013800' } },
  },
  'PUT /driver/v2/api/resetPassword': {
    valid: { body: { phone: '13900139000', verifyCode: CODE, newPassword: 'NewPass123' } },
    invalid: { body: { phone: '13900139000', verifyCode: CODE, newPassword: '12345678' } },
  },
  'PUT /driver/v2/api/password': {
    valid: { as: 'A', body: { oldPassword: 'Driver@2026', newPassword: 'Driver@2027' } },
    invalid: { as: 'A', body: { oldPassword: 'NotMine123', newPassword: 'Driver@2027' } },
  },
  'PUT /driver/v2/api/phone': {
    valid: { as: 'A', body: { phone: '13700137001', verifyCode: CODE } },
    invalid: { as: 'A', body: { phone: '13900139000', verifyCode: CODE } },
  },
  'PUT /driver/v2/api/nickName': {
    valid: { as: 'A', body: { nickName: '老张' } },
    invalid: { as: 'A', body: { nickName: ' 老张' } },
  },
  'POST /driver/v2/api/bindPhone': {
    valid: { body: { phone: '13600136001', verifyCode: CODE, thirdId: 'oWx_demo_new' } },
    invalid: { body: { phone: '13600136001', verifyCode: CODE } },
  },
  'GET /driver/v2/api/balanceInfo': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/driverGroupMembers/getMineGroups': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/accountDeleteCheckList': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/accountDeleteCheckResult': { valid: { as: 'B' }, invalid: {} },
  'GET /driver/v2/api/defaultWallet': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/wallets': { valid: { as: 'A' }, invalid: {} },
  'GET /driver/v2/api/getTokenByTicket': {
    valid: { query: { ticket: 'TICKET-DEMO-A', openid: 'oWx_demo_A' } },
    invalid: { query: { ticket: 'TICKET-UNKNOWN' } },
  },
  'DELETE /driver/v2/api/account': {
    // A fresh account has nothing in the way; A has a balance, so A's deletion is refused.
    valid: async (ctx) => {
      const res = await ctx.call('POST', '/driver/v2/api/register', { body: { phone: '13500135001', verifyCode: CODE, password: 'Abc12345' } });
      return { headers: { Authorization: (res.data as { token: string }).token }, query: { verifyCode: CODE } };
    },
    invalid: { as: 'A', query: { verifyCode: CODE } },
  },
};
