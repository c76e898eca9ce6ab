import type { StorageKey } from '@/session/storage';
import { href, paths } from '@/lib/paths';
import { isApiError, type ApiError } from './apiError';
import { COVERAGE_CODES } from './charge/coverage.codes';

/**
 * The error catalogue of spec section 8 as data: response code → what the driver sees (and, in `shownByPage`, the
 * few answers of one call its page shows itself). The catalogue saga (src/app/sagas/errorCatalogueSaga.ts) performs
 * it; adding a row here needs no new code unless its kind is new.
 */
export type CatalogueEffect =
  /** Sign in again: toast, clear the session and the entry data, login with ?redirect after 3 s. */
  | { kind: 'signIn'; toast: string; clearStorage: StorageKey[]; redirectAfterMs: number }
  /** 401: handled by the base query's refresh flow, listed so the table is whole. */
  | { kind: 'refresh' }
  /** At an exit lane (sourceType 5) go pay there; else explain and close the webview. */
  | { kind: 'scanPayOrClose'; scanSourceType: number; to: string; title: string; ok: string }
  /** Signed in elsewhere: confirm text, clear tokens, login with redirect after 3 s. */
  | { kind: 'kickedOut'; confirm: string; ok: string; redirect: string; redirectAfterMs: number }
  | { kind: 'navigate'; to: string }
  /** Confirm with the server's message; submit goes to customer service. */
  | { kind: 'feedbackConfirm'; cancel: string; submit: string; to: string }
  /** Arrears block: pay now, report a wrongly bound plate, or cancel. */
  | { kind: 'arrearsDialog'; payNow: { text: string; to: string }; wrongPlate: { text: string; to: string }; cancel: string }
  | { kind: 'confirmBack'; ok: string; cancel: string }
  | { kind: 'toast'; ms: number }
  /** Nothing: the page that asked shows the answer in its place (see `shownByPage`). */
  | { kind: 'shownByPage' };

const FEEDBACK_TYPE_5 = href(paths.customerServiceQuestionConsultation, { type: 5 });

export const errorCatalogue: Readonly<Record<string, CatalogueEffect>> = {
  '0xd12501001': { kind: 'signIn', toast: '请先登录', clearStorage: ['reqJson', 'platInfo'], redirectAfterMs: 3000 },
  '401': { kind: 'refresh' },
  '0x10d7500008': { kind: 'scanPayOrClose', scanSourceType: 5, to: paths.scanPayPage, title: '提示', ok: '确定' },
  '0xd12501021': {
    kind: 'kickedOut',
    confirm: '该账号已在其他手机登录，请重新登录或尝试修改密码。',
    ok: '重新登录',
    redirect: paths.mine,
    redirectAfterMs: 3000,
  },
  '0xd12501022': { kind: 'navigate', to: paths.bindPhone },
  '0xd06510036': { kind: 'feedbackConfirm', cancel: '取消', submit: '提交反馈', to: FEEDBACK_TYPE_5 },
  '0xd06510037': {
    kind: 'arrearsDialog',
    payNow: { text: '立即补缴', to: href(paths.multiPayPage, { arrearsOnly: 1 }) },
    wrongPlate: { text: '误绑他人车牌', to: FEEDBACK_TYPE_5 },
    cancel: '取消',
  },
  '0x1306510012': { kind: 'toast', ms: 5000 },
  '0x1310501001': { kind: 'confirmBack', ok: '确定', cancel: '取消' },
};

/** Any code not in the table: a 3 s toast with the server's message. */
export const defaultEffect: CatalogueEffect = { kind: 'toast', ms: 3000 };

/** The server's answer to a lookup of something that does not exist. */
export const NOT_FOUND_CODE = '404';

/**
 * Answers a page shows itself, by call (as api/request.ts's endpointKey writes it: method and path template) and
 * code; the catalogue says nothing for them. A lane or pile code that names nothing (scanned from a wrong sticker,
 * mistyped): the page says 未找到该车道/充电桩 where the lane's bill or the pile would be, with the way to scan or type
 * again. A toast as well would say it twice, and the page's load-failed state (网络不佳或服务繁忙) would be wrong.
 * The pages: /scanPayPage and /scanOverduePay (parkingPay) for the lane, /chargingPage (charging) for the pile.
 */
export const shownByPage: Readonly<Record<string, readonly string[]>> = {
  'GET /charge/v2/api/parkOrders/msp/laneBill': [NOT_FOUND_CODE],
  // Another channel covers the bill: the pay page asks again and shows the cover in place of 立即支付.
  'POST /charge/v2/api/payCharges': [COVERAGE_CODES.coveredElsewhere],
  // The same at the partner's checkout (/thirdpay): the cover is said above its button.
  'POST /charge/v2/api/thirdPay/orders': [COVERAGE_CODES.coveredElsewhere],
  // The batch pages (/multiPayPage, /scanOverduePay) ask the covers again and show the refused bill's cover on its row.
  'POST /charge/v2/api/payCharges/batch': [COVERAGE_CODES.coveredElsewhere],
  'GET /cps/v2/api/piles/{pileCode}': [NOT_FOUND_CODE],
  // A plate another account holds: /addCar says so under the plate with both ways on, 申请车牌认领 (for that plate,
  // which the catalogue cannot know) and 联系客服 (the catalogue's own feedback route); a dialog offering only the
  // second would stand over the first.
  'POST /driver/v2/api/plates': ['0xd06510036'],
};

/** What the driver is shown for a failed call's code; `endpoint` (endpointKey) lets a page show its own answers. */
export function catalogueEffectFor(code: string, endpoint?: string): CatalogueEffect {
  if (endpoint && shownByPage[endpoint]?.includes(code)) return { kind: 'shownByPage' };
  return errorCatalogue[code] ?? defaultEffect;
}

/** A read's error that says the thing looked up does not exist (its page shows `msg` in place of the thing). */
export function isNotFoundAnswer(error: unknown): error is ApiError {
  return isApiError(error) && error.code === NOT_FOUND_CODE;
}
