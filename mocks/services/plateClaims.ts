import { MAX_BOUND_PLATES, PLATE_CODES } from '../../src/api/driver/plates.types';
import { PLATE_CLAIM_CODES, type PlateClaim, type PlateClaimList } from '../../src/api/driver/plateClaims.types';
import { checkVin } from '../../src/lib/vin';
import { badRequest, MockFail, notFound } from '../core/fail';
import { decideClaim, notPending, registerReviewable, withdrawClaim, type ReviewDecision, type ReviewOutcome } from '../core/reviews';
import type { MockContext, MockRouter } from '../core/router';
import { oneOf, plateNo } from '../core/validate';
import type { Db } from '../db';
import type { BoundPlate } from '../db/accounts';
import type { PlateClaimRecord, PlateClaimStateValue } from '../db/plates';
import { fmtOptTime, fmtTime, formatPlate } from './charge/bills';
import { unbindPlate } from './plates';
import { personName, picturesOf } from './special/input';

/**
 * Claims of a plate another account holds (申请车牌认领): the claimant sends the driving licence (photo, 所有人, VIN),
 * the operator settles it on the review desk (POST /__mock/reviews/CL…: 'PC' is a pass's plate change), and an
 * approval moves the plate: unbound from its holder (the holder's 无感支付 of it ends; its period passes stay the
 * holder's), bound to the claimant. The holder is told a claim was made and that the plate moved, never by whom
 * (reminders/rules/plateClaims.ts). The licence's photos are held in the record only while the claim waits; no view,
 * summary or reminder carries them.
 */

export const CLAIM_PREFIX = 'CL';
export const CLAIM_STATE_TEXT: Record<PlateClaimStateValue, string> = { 1: '审核中', 2: '已通过', 3: '已驳回', 4: '已撤回' };
const MAX_LICENCE_PICTURES = 2;
const NOT_FOUND = '未找到该认领申请';

/** The VIN as a claim shows it: only its last 6 characters. */
export function maskVin(vin: string): string {
  return `${'*'.repeat(11)}${vin.slice(-6)}`;
}

function toView(c: PlateClaimRecord): PlateClaim {
  return {
    claimId: c.claimId,
    plateNo: c.plateNo,
    formatPlateNo: formatPlate(c.plateNo),
    plateColor: c.plateColor,
    state: c.state,
    stateText: CLAIM_STATE_TEXT[c.state],
    rejectReason: c.state === 3 ? c.rejectReason : null,
    ownerName: c.ownerName,
    maskedVin: maskVin(c.vin),
    photosHeld: c.licencePictures.length,
    submitTime: fmtTime(c.submittedAt),
    reviewTime: fmtOptTime(c.reviewedAt),
  };
}

function vinOf(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') badRequest('请输入车辆识别代号');
  // As the claim form checks it (src/lib/vin.ts): a licence's VIN carries its check digit.
  const checked = checkVin(raw);
  if (!checked.valid) badRequest('车辆识别代号格式不正确');
  return checked.vin;
}

function licencePicturesOf(raw: unknown): string[] {
  if (Array.isArray(raw) && raw.length > MAX_LICENCE_PICTURES) badRequest(`行驶证照片最多上传${MAX_LICENCE_PICTURES}张`);
  return [...picturesOf(raw, '行驶证照片')];
}

/** The VIN the server holds for the holder's car of this plate (plug-and-charge), or null when it holds none. */
function vinOnRecord(db: Db, holder: BoundPlate): string | null {
  return db.chargingVins.find((v) => v.driverId === holder.driverId && v.plateNo === holder.plateNo)?.vin ?? null;
}

function myClaim(ctx: MockContext): PlateClaimRecord {
  const driver = ctx.requireDriver();
  const c = ctx.db.plateClaims.find((x) => x.claimId === ctx.req.params.claimId && x.claimantId === driver.driverId);
  if (!c) notFound(NOT_FOUND);
  return c;
}

function submit(ctx: MockContext): PlateClaim {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const plate = plateNo(req.input);
  const plateColor = oneOf(req.input, 'plateColor', '车牌颜色', [1, 2, 5] as const);
  const ownerName = personName(req.input.ownerName, '所有人');
  const vin = vinOf(req.input.vin);
  const licencePictures = licencePicturesOf(req.input.licencePictures);

  const holder = db.plates.find((p) => p.plateNo === plate);
  if (holder?.driverId === driver.driverId) throw new MockFail(PLATE_CLAIM_CODES.alreadyMine, '该车牌已绑定在您的账号');
  if (!holder) throw new MockFail(PLATE_CLAIM_CODES.notHeld, '该车牌未被其他账号绑定，请直接绑定');
  // A claimant who could not take the plate if approved is told now, not after days of review.
  if (db.plates.filter((p) => p.driverId === driver.driverId).length >= MAX_BOUND_PLATES) {
    throw new MockFail(PLATE_CODES.limit, `每个账号最多绑定${MAX_BOUND_PLATES}辆车，请先解绑不用的车辆再申请认领`);
  }
  if (db.plateClaims.some((c) => c.plateNo === plate && c.state === 1)) {
    throw new MockFail(PLATE_CLAIM_CODES.inReview, '该车牌已有认领申请正在审核中，请等待审核结果');
  }
  const recorded = vinOnRecord(db, holder);
  if (recorded !== null && recorded !== vin) {
    throw new MockFail(PLATE_CLAIM_CODES.mismatch, '车辆识别代号与该车牌登记的车辆不一致，请核对行驶证');
  }
  const c: PlateClaimRecord = {
    claimId: db.seq.next(CLAIM_PREFIX), claimantId: driver.driverId, holderId: holder.driverId, plateNo: plate, plateColor, ownerName, vin,
    licencePictures, state: 1, rejectReason: null, submittedAt: now, reviewedAt: null, closedAt: null, movedFrom: null,
  };
  db.plateClaims.push(c);
  return toView(c);
}

/**
 * The plate moves to the claimant: from whoever holds it at the decision (the holder may have unbound it meanwhile).
 * A claimant with MAX_BOUND_PLATES plates cannot take it: the operator must reject instead.
 */
function movePlate(db: Db, c: PlateClaimRecord, now: number) {
  const held = db.plates.find((p) => p.plateNo === c.plateNo);
  if (held?.driverId === c.claimantId) return;
  const mine = db.plates.filter((p) => p.driverId === c.claimantId);
  if (mine.length >= MAX_BOUND_PLATES) throw new MockFail('409', '认领人绑定车辆已达上限', 409);
  if (held) unbindPlate(db, held, now);
  c.movedFrom = held?.driverId ?? null;
  db.plates.push({
    plateId: db.seq.next('PL'), driverId: c.claimantId, plateNo: c.plateNo, plateColor: c.plateColor, isDefault: mine.length === 0, autoDeduct: false, boundAt: now,
  });
}

function settle(db: Db, id: string, decision: ReviewDecision, reason: string | null, now: number): ReviewOutcome | null {
  const c = db.plateClaims.find((x) => x.claimId === id);
  if (!c) return null;
  if (c.state !== 1) notPending('该车牌认领申请', CLAIM_STATE_TEXT[c.state]);
  decideClaim(c, decision, reason, now, () => movePlate(db, c, now));
  return { id, kind: 'plateClaim', state: c.state, stateText: CLAIM_STATE_TEXT[c.state] };
}

export function registerPlateClaims(r: MockRouter) {
  r.get('/driver/v2/api/plateClaims', ({ db, requireDriver }) => {
    const driver = requireDriver();
    const list: PlateClaimList = {
      results: db.plateClaims
        .filter((c) => c.claimantId === driver.driverId)
        .sort((a, b) => b.submittedAt - a.submittedAt || b.claimId.localeCompare(a.claimId))
        .map(toView),
    };
    return list;
  });

  r.get('/driver/v2/api/plateClaims/{claimId}', (ctx) => toView(myClaim(ctx)));

  r.post('/driver/v2/api/plateClaims', submit);

  r.post('/driver/v2/api/plateClaims/{claimId}/withdraw', (ctx) => {
    const c = myClaim(ctx);
    withdrawClaim(c, PLATE_CLAIM_CODES.notPending, ctx.now());
    return toView(c);
  });

  registerReviewable(r, {
    prefix: CLAIM_PREFIX,
    kind: 'plateClaim',
    settle,
    pending: (db) => db.plateClaims.filter((c) => c.state === 1).map((c) => ({
      id: c.claimId, kind: 'plateClaim', driverId: c.claimantId, summary: `车牌认领 ${c.plateNo} ${c.ownerName}`, submittedAt: c.submittedAt,
    })),
  });
}
