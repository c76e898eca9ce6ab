/** Types of the auth service (/auth/v2/api): sign-in, sign-out, WeChat OAuth, token refresh. */

/** The token pair every sign-in answers with (spec section 3: kept in cookies for 365 days). */
export interface LoginResult {
  token: string;
  refreshToken: string;
  driverId: string;
}

/** POST /auth/v2/api/driver/login. After repeated wrong passwords the server also wants a challenge code. */
export interface PasswordLoginBody {
  phone: string;
  password: string;
  /** From getChallengeCode, once the server asked for one (code 0xd12501023). */
  challengeId?: string;
  challengeCode?: string;
}

/** POST /auth/v2/api/driver/loginByVerifyCode */
export interface VerifyCodeLoginBody {
  phone: string;
  verifyCode: string;
}

/** GET /auth/v2/api/driver/loginInfo: who the token belongs to. */
export interface LoginInfo {
  driverId: string;
  phone: string;
  /** 138****8000, for screens that show the number to others. */
  maskedPhone: string;
  userName: string;
  nickName: string;
  dealerId: string;
  /** Whether a WeChat/Alipay account is bound. */
  thirdBound: boolean;
  registeredAt: string;
}

/** POST /auth/v2/api/getChallengeCode: a picture challenge shown after repeated wrong passwords. */
export interface ChallengeCodeBody {
  phone: string;
}

export interface ChallengeCode {
  challengeId: string;
  /** data:image/svg+xml URL with the characters to type. */
  image: string;
  /** Seconds it stays valid. */
  expiresIn: number;
}

/** POST /auth/v2/api/checkAccount: what the login screen should ask for. */
export interface CheckAccountBody {
  phone: string;
}

export interface AccountCheck {
  registered: boolean;
  /** A challenge code is needed before the next password sign-in. */
  needChallenge: boolean;
  /** Wrong passwords left before the challenge is required (0 once it is). */
  attemptsLeft: number;
}

/** GET /auth/v2/api/wechat/oAuthUrl: where to send the browser to authorise with WeChat. */
export interface OAuthUrlParams {
  /** Where WeChat returns with ?code&state; the app's /loginloading. */
  redirectUri?: string;
  state?: string;
  /** snsapi_base (silent) or snsapi_userinfo. */
  scope?: 'snsapi_base' | 'snsapi_userinfo';
}

export interface OAuthUrl {
  url: string;
}

/** POST /auth/v2/api/driver/oAuthLogin. Code 0xd12501022 means the openid has no driver yet: bind a phone. */
export interface OAuthLoginBody {
  code: string;
}

export interface OAuthLoginResult extends LoginResult {
  openid: string;
}

/** POST /auth/v2/api/refreshToken: refresh tokens are single use; the answer is a new pair. */
export interface RefreshTokenBody {
  refreshToken: string;
}
