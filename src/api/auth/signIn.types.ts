import * as v from 'valibot';
import { int } from '../../lib/schema';

/**
 * Schemas of the auth service's ways of signing in (./signIn): password, SMS code and its picture challenge, account
 * checks and WeChat's OAuth. Apart from ./types so the entry does not carry them; their types are re-exported there.
 */

/** POST /auth/v2/api/driver/login. After repeated wrong passwords the server also wants a challenge code. */
export const PasswordLoginBody = v.object({
  phone: v.string(),
  password: v.string(),
  /** From getChallengeCode, once the server asked for one (code 0xd12501023). */
  challengeId: v.optional(v.string()),
  challengeCode: v.optional(v.string()),
});
export type PasswordLoginBody = v.InferOutput<typeof PasswordLoginBody>;

/** POST /auth/v2/api/driver/loginByVerifyCode */
export const VerifyCodeLoginBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
});
export type VerifyCodeLoginBody = v.InferOutput<typeof VerifyCodeLoginBody>;

/** POST /auth/v2/api/getChallengeCode: a picture challenge shown after repeated wrong passwords. */
export const ChallengeCodeBody = v.object({ phone: v.string() });
export type ChallengeCodeBody = v.InferOutput<typeof ChallengeCodeBody>;

export const ChallengeCode = v.object({
  challengeId: v.string(),
  /** data:image/svg+xml URL with the characters to type. */
  image: v.string(),
  /** Seconds it stays valid. */
  expiresIn: int,
});
export type ChallengeCode = v.InferOutput<typeof ChallengeCode>;

/** POST /auth/v2/api/checkAccount: what the login screen should ask for. */
export const CheckAccountBody = v.object({ phone: v.string() });
export type CheckAccountBody = v.InferOutput<typeof CheckAccountBody>;

export const AccountCheck = v.object({
  registered: v.boolean(),
  /** A challenge code is needed before the next password sign-in. */
  needChallenge: v.boolean(),
  /** Wrong passwords left before the challenge is required (0 once it is). */
  attemptsLeft: int,
});
export type AccountCheck = v.InferOutput<typeof AccountCheck>;

/** GET /auth/v2/api/wechat/oAuthUrl: where to send the browser to authorise with WeChat. */
export const OAuthUrlParams = v.object({
  /** Where WeChat returns with ?code&state; the app's /loginloading. */
  redirectUri: v.optional(v.string()),
  state: v.optional(v.string()),
  /** snsapi_base (silent) or snsapi_userinfo. */
  scope: v.optional(v.picklist(['snsapi_base', 'snsapi_userinfo'])),
});
export type OAuthUrlParams = v.InferOutput<typeof OAuthUrlParams>;

export const OAuthUrl = v.object({ url: v.string() });
export type OAuthUrl = v.InferOutput<typeof OAuthUrl>;

/** POST /auth/v2/api/driver/oAuthLogin. Code 0xd12501022 means the openid has no driver yet: bind a phone. */
export const OAuthLoginBody = v.object({ code: v.string() });
export type OAuthLoginBody = v.InferOutput<typeof OAuthLoginBody>;

/** The token pair (LoginResult in ./types, not imported: ./types re-exports this file's types) and the openid. */
export const OAuthLoginResult = v.object({
  token: v.string(),
  refreshToken: v.string(),
  driverId: v.string(),
  openid: v.string(),
});
export type OAuthLoginResult = v.InferOutput<typeof OAuthLoginResult>;
