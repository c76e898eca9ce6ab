import type { Db } from '../db';
import { badRequest, CODE_NOT_FOUND, MockFail } from './fail';
import type { MockRouter } from './router';
import { oneOf, optStr } from './validate';
import { wireTime } from './wireTime';

/**
 * The operator's desk of the mock: whatever a driver submits for review (a period-pass application, plate
 * materials, a disabled certification, an owner registration, an appeal) is settled by
 * `POST /__mock/reviews/{id}` {decision: 'approve' | 'reject', reason?}, as the lot's or platform's staff would.
 * Each domain registers what its ids start with and how it settles one; `GET /__mock/reviews` lists what waits.
 */

export type ReviewDecision = 'approve' | 'reject';

/** What the control call answers: the thing after the decision, in a few words. */
export interface ReviewOutcome {
  id: string;
  /** 'bagApplication', 'plateMaterial', … */
  kind: string;
  state: number;
  stateText: string;
}

/** Something waiting for the operator. */
export interface PendingReview {
  id: string;
  kind: string;
  driverId: string;
  /** One line for a person reading the list ('王府井百货地下停车场 全天月卡 京A12345'). */
  summary: string;
  submittedAt: number;
}

export interface Reviewable {
  /** Ids this domain hands out start with it ('MA' for 'MA100001'); the longest matching prefix is asked first. */
  prefix: string;
  kind: string;
  /**
   * Settles one: null when the id is not this domain's (the next prefix is asked, then 404). Not waiting for
   * review → throw notPending(...).
   */
  settle(db: Db, id: string, decision: ReviewDecision, reason: string | null, now: number): ReviewOutcome | null;
  pending(db: Db, now: number): PendingReview[];
}

/** Why a reject needs no reason from the caller: the driver must always read one. */
const DEFAULT_REASON = '资料审核未通过，请核对后重新提交';
const MAX_REASON = 100;

/** The refusal for a review of something no longer waiting (already approved, rejected, withdrawn). */
export function notPending(what: string, stateText: string): never {
  throw new MockFail('409', `${what}当前状态为${stateText}，不在待审核状态`, 409);
}

/** Each backend's router keeps its own registry, so two backends (tests, dev server) never share domains. */
const registries = new WeakMap<MockRouter, Reviewable[]>();

function answer(list: Reviewable[], db: Db, id: string, decision: ReviewDecision, reason: string | null, now: number): ReviewOutcome {
  const candidates = list.filter((x) => id.startsWith(x.prefix)).sort((a, b) => b.prefix.length - a.prefix.length);
  for (const x of candidates) {
    const outcome = x.settle(db, id, decision, reason, now);
    if (outcome) return outcome;
  }
  throw new MockFail(CODE_NOT_FOUND, `未找到待审核的申请：${id}`, 404);
}

function addControlRoutes(r: MockRouter, list: Reviewable[]) {
  r.post('/__mock/reviews/{id}', ({ db, req, now }) => {
    const decision = oneOf(req.input, 'decision', '审核结果', ['approve', 'reject'] as const);
    const raw = optStr(req.input, 'reason')?.trim();
    if (raw && [...raw].length > MAX_REASON) badRequest(`驳回原因不能超过${MAX_REASON}个字`);
    const reason = decision === 'reject' ? raw || DEFAULT_REASON : null;
    return answer(list, db, req.params.id ?? '', decision, reason, now());
  });

  r.get('/__mock/reviews', ({ db, now }) =>
    list
      .flatMap((x) => x.pending(db, now()))
      .sort((a, b) => a.submittedAt - b.submittedAt)
      .map((p) => ({ ...p, submitTime: wireTime(p.submittedAt) })),
  );
}

/** Plugs a domain into the review control; the control routes appear with the first domain of a router. */
export function registerReviewable(r: MockRouter, reviewable: Reviewable) {
  let list = registries.get(r);
  if (!list) {
    list = [];
    registries.set(r, list);
    addControlRoutes(r, list);
  }
  if (list.some((x) => x.prefix === reviewable.prefix)) throw new Error(`review prefix registered twice: ${reviewable.prefix}`);
  list.push(reviewable);
}

/**
 * A claim proved with a vehicle licence (a plate's, a charging VIN's), as its review and its withdrawal change it:
 * 1 审核中, 2 已通过, 3 已驳回, 4 已撤回. The licence's photos go as soon as it stops waiting.
 */
export interface LicenceClaim {
  state: number;
  rejectReason: string | null;
  licencePictures: string[];
  reviewedAt: number | null;
  closedAt: number | null;
}

/** The operator's decision on a waiting claim; `approve` moves what it claims first. */
export function decideClaim(c: LicenceClaim, decision: ReviewDecision, reason: string | null, now: number, approve: () => void): void {
  if (decision === 'approve') {
    approve();
    c.state = 2;
  } else {
    c.state = 3;
    c.rejectReason = reason;
  }
  c.licencePictures = [];
  c.reviewedAt = now;
  c.closedAt = now;
}

/** The claimant withdraws a waiting claim; one already decided or withdrawn is refused with `notPendingCode`. */
export function withdrawClaim(c: LicenceClaim, notPendingCode: string, now: number): void {
  if (c.state !== 1) throw new MockFail(notPendingCode, '该申请已审核或已撤回，不能撤回');
  c.state = 4;
  c.licencePictures = [];
  c.closedAt = now;
}
