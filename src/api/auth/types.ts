import * as v from 'valibot';
import { wireTime } from '../../lib/schema';

/**
 * Schemas of the auth service (/auth/v2/api) a signed-in start asks: who the token is, the token pair's refresh.
 * Types are inferred from them. This file is in the entry (./index imports its schemas): the sign-in pages' calls
 * have theirs in signIn.types.ts (their types are re-exported here).
 */
export type {
  AccountCheck, ChallengeCode, ChallengeCodeBody, CheckAccountBody, OAuthLoginBody, OAuthLoginResult, OAuthUrl, OAuthUrlParams,
  PasswordLoginBody, VerifyCodeLoginBody,
} from './signIn.types';

/** The token pair every sign-in answers with (spec section 3: kept in cookies for 365 days). */
export const LoginResult = v.object({
  token: v.string(),
  refreshToken: v.string(),
  driverId: v.string(),
});
export type LoginResult = v.InferOutput<typeof LoginResult>;

/** GET /auth/v2/api/driver/loginInfo: who the token belongs to. */
export const LoginInfo = v.object({
  driverId: v.string(),
  phone: v.string(),
  /** 138****8000, for screens that show the number to others. */
  maskedPhone: v.string(),
  userName: v.string(),
  nickName: v.string(),
  dealerId: v.string(),
  /** Whether a WeChat/Alipay account is bound. */
  thirdBound: v.boolean(),
  registeredAt: wireTime,
});
export type LoginInfo = v.InferOutput<typeof LoginInfo>;

/** POST /auth/v2/api/refreshToken: refresh tokens are single use; the answer is a new pair. */
export const RefreshTokenBody = v.object({ refreshToken: v.string() });
export type RefreshTokenBody = v.InferOutput<typeof RefreshTokenBody>;
