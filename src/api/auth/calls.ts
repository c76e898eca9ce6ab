import { noData } from '../../lib/schema';
import type { Calls } from '../contract';
import {
  AccountCheck, ChallengeCode, ChallengeCodeBody, CheckAccountBody, OAuthLoginBody, OAuthLoginResult, OAuthUrl, OAuthUrlParams, PasswordLoginBody,
  VerifyCodeLoginBody,
} from './signIn.types';
import { LoginInfo, LoginResult, RefreshTokenBody } from './types';

/** The auth service's calls: what each sends and answers (src/api/contract.ts). */
export const authCalls = {
  'GET /auth/v2/api/driver/loginInfo': { answer: LoginInfo, summary: '当前登录车主信息' },
  'GET /auth/v2/api/driver/logout': { answer: noData, summary: '退出登录（所有令牌失效）' },
  'POST /auth/v2/api/refreshToken': { body: RefreshTokenBody, answer: LoginResult, summary: '刷新令牌（一次性，换一对新令牌）' },
  'POST /auth/v2/api/driver/login': {
    body: PasswordLoginBody, answer: LoginResult, summary: '密码登录',
    errors: {
      '0xd12501002': '该账号尚未设置密码，请使用验证码登录',
      '0xd12501003': '该手机号未注册，请先注册',
      '0xd12501023': '图形验证码错误或已过期，请刷新后重新输入 / 密码错误次数过多，请输入图形验证码后再登录',
    },
  },
  'POST /auth/v2/api/driver/loginByVerifyCode': {
    body: VerifyCodeLoginBody, answer: LoginResult, summary: '验证码登录',
    errors: { '0xd12501003': '该手机号未注册，请先注册', '0xd12501010': '验证码错误或已过期，请重新获取' },
  },
  'POST /auth/v2/api/getChallengeCode': { body: ChallengeCodeBody, answer: ChallengeCode, summary: '图形验证码' },
  'POST /auth/v2/api/checkAccount': { body: CheckAccountBody, answer: AccountCheck, summary: '检查账号（是否注册、是否需要图形验证码）' },
  'GET /auth/v2/api/wechat/oAuthUrl': { query: OAuthUrlParams, answer: OAuthUrl, summary: '微信授权地址' },
  'POST /auth/v2/api/driver/oAuthLogin': {
    body: OAuthLoginBody, answer: OAuthLoginResult, summary: '微信授权登录',
    errors: { '0xd12501022': '该微信尚未绑定手机号，请先绑定手机号' },
  },
} satisfies Calls;
