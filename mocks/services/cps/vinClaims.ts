import { MAX_CHARGING_VINS, VIN_CODES } from '../../../src/api/cps/vins.types';
import { VIN_CLAIM_CODES, type VinClaim, type VinClaimList } from '../../../src/api/cps/vinClaims.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import { decideClaim, notPending, registerReviewable, withdrawClaim, type ReviewDecision, type ReviewOutcome } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import { isPlate } from '../../core/validate';
import type { Db } from '../../db';
import type { VinClaimRecord, VinClaimStateValue } from '../../db/chargingExtras';
import { fmtOptTime, fmtTime } from '../charge/bills';
import { personName, picturesOf } from '../special/input';
import { cleanVin, dropUnboundPlates, vinFault } from './vinsCards';

/**
 * Claims of a charging VIN another account holds (申请VIN认领), the plate claim's twin (../plateClaims.ts): the
 * claimant sends the driving licence (photo, 所有人, optionally its plate), the operator settles it on the review desk
 * (POST /__mock/reviews/VC…), and an approval moves the VIN: removed from its holder's list (plug-and-charge no longer
 * knows the holder's car by it), added to the claimant's. The holder is told a claim was made and that the VIN moved,
 * never by whom (reminders/rules/vinClaims.ts). The licence's photos are held in the record only while the claim
 * waits; no view, summary or reminder carries them.
 */

export const VIN_CLAIM_PREFIX = 'VC';
export const VIN_CLAIM_STATE_TEXT: Record<VinClaimStateValue, string> = { 1: '审核中', 2: '已通过', 3: '已驳回', 4: '已撤回' };
const MAX_LICENCE_PICTURES = 2;
const NOT_FOUND = '未找到该认领申请';

function toView(c: VinClaimRecord): VinClaim {
  return {
    claimId: c.claimId,
    vin: c.vin,
    plateNo: c.plateNo,
    state: c.state,
    stateText: VIN_CLAIM_STATE_TEXT[c.state],
    rejectReason: c.state === 3 ? c.rejectReason : null,
    ownerName: c.ownerName,
    photosHeld: c.licencePictures.length,
    submitTime: fmtTime(c.submittedAt),
    reviewTime: fmtOptTime(c.reviewedAt),
  };
}

/** The cps server's own VIN rule (./vinsCards.ts); a licence prints the check digit, so no fault is let through. */
function vinOf(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') badRequest('请输入VIN码');
  const vin = cleanVin(raw);
  const fault = vinFault(vin);
  if (fault === 'checkDigit') badRequest('VIN码校验位不正确，请核对行驶证');
  if (fault) badRequest(fault);
  return vin;
}

/** The licence's plate: optional; upper case, a plate's format. */
function plateOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') badRequest('车牌号格式不正确');
  const plate = raw.trim().toUpperCase();
  if (!isPlate(plate)) badRequest('车牌号格式不正确');
  return plate;
}

function licencePicturesOf(raw: unknown): string[] {
  if (Array.isArray(raw) && raw.length > MAX_LICENCE_PICTURES) badRequest(`行驶证照片最多上传${MAX_LICENCE_PICTURES}张`);
  return [...picturesOf(raw, '行驶证照片')];
}

function myClaim(ctx: MockContext): VinClaimRecord {
  const driver = ctx.requireDriver();
  const c = ctx.db.vinClaims.find((x) => x.claimId === ctx.req.params.claimId && x.claimantId === driver.driverId);
  if (!c) notFound(NOT_FOUND);
  return c;
}

function submit(ctx: MockContext): VinClaim {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const vin = vinOf(req.input.vin);
  const ownerName = personName(req.input.ownerName, '所有人');
  const plateNo = plateOf(req.input.plateNo);
  const licencePictures = licencePicturesOf(req.input.licencePictures);

  dropUnboundPlates(db);
  const holder = db.chargingVins.find((v) => v.vin === vin);
  if (holder?.driverId === driver.driverId) throw new MockFail(VIN_CLAIM_CODES.alreadyMine, '该VIN码已添加在您的账号');
  if (!holder) throw new MockFail(VIN_CLAIM_CODES.notHeld, '该VIN码未被其他账号绑定，请直接添加');
  // A claimant who could not take the VIN if approved is told now, not after days of review.
  if (db.chargingVins.filter((v) => v.driverId === driver.driverId).length >= MAX_CHARGING_VINS) {
    throw new MockFail(VIN_CODES.limit, `每个账号最多添加${MAX_CHARGING_VINS}个VIN码，请先删除不用的VIN码再申请认领`);
  }
  if (db.vinClaims.some((c) => c.vin === vin && c.state === 1)) {
    throw new MockFail(VIN_CLAIM_CODES.inReview, '该VIN码已有认领申请正在审核中，请等待审核结果');
  }
  // What the server holds of the car: the plate its VIN charges for. A licence of another plate is not this car's.
  if (plateNo !== null && holder.plateNo !== null && holder.plateNo !== plateNo) {
    throw new MockFail(VIN_CLAIM_CODES.mismatch, '号牌号码与该VIN码登记的车辆不一致，请核对行驶证');
  }
  const c: VinClaimRecord = {
    claimId: db.seq.next(VIN_CLAIM_PREFIX), claimantId: driver.driverId, holderId: holder.driverId, vin, ownerName, plateNo,
    licencePictures, state: 1, rejectReason: null, submittedAt: ctx.now(), reviewedAt: null, closedAt: null, movedFrom: null,
  };
  db.vinClaims.push(c);
  return toView(c);
}

/**
 * The VIN moves to the claimant: from whoever holds it at the decision (the holder may have deleted it meanwhile).
 * The holder's record goes (its id with it: their plug-and-charge by it ends); the claimant's new one charges for the
 * licence's plate when that plate is one of theirs and no other of their VINs has it, as an added VIN would.
 * A claimant with MAX_CHARGING_VINS VINs cannot take it: the operator must reject instead.
 */
function moveVin(db: Db, c: VinClaimRecord, now: number) {
  dropUnboundPlates(db);
  const held = db.chargingVins.find((v) => v.vin === c.vin);
  if (held?.driverId === c.claimantId) return;
  const mine = db.chargingVins.filter((v) => v.driverId === c.claimantId);
  if (mine.length >= MAX_CHARGING_VINS) throw new MockFail('409', '认领人VIN码已达上限', 409);
  if (held) db.chargingVins = db.chargingVins.filter((v) => v !== held);
  c.movedFrom = held?.driverId ?? null;
  const plate = c.plateNo;
  const bindable = plate !== null && db.plates.some((p) => p.driverId === c.claimantId && p.plateNo === plate) && !mine.some((v) => v.plateNo === plate);
  db.chargingVins.push({ id: db.seq.next('VIN'), driverId: c.claimantId, vin: c.vin, plateNo: bindable ? plate : null, createdAt: now });
}

function settle(db: Db, id: string, decision: ReviewDecision, reason: string | null, now: number): ReviewOutcome | null {
  const c = db.vinClaims.find((x) => x.claimId === id);
  if (!c) return null;
  if (c.state !== 1) notPending('该VIN认领申请', VIN_CLAIM_STATE_TEXT[c.state]);
  decideClaim(c, decision, reason, now, () => moveVin(db, c, now));
  return { id, kind: 'vinClaim', state: c.state, stateText: VIN_CLAIM_STATE_TEXT[c.state] };
}

export function registerCpsVinClaims(r: MockRouter) {
  r.get('/cps/v2/api/vinClaims', ({ db, requireDriver }) => {
    const driver = requireDriver();
    const list: VinClaimList = {
      results: db.vinClaims
        .filter((c) => c.claimantId === driver.driverId)
        .sort((a, b) => b.submittedAt - a.submittedAt || b.claimId.localeCompare(a.claimId))
        .map(toView),
    };
    return list;
  });

  r.get('/cps/v2/api/vinClaims/{claimId}', (ctx) => toView(myClaim(ctx)));

  r.post('/cps/v2/api/vinClaims', submit);

  r.post('/cps/v2/api/vinClaims/{claimId}/withdraw', (ctx) => {
    const c = myClaim(ctx);
    withdrawClaim(c, VIN_CLAIM_CODES.notPending, ctx.now());
    return toView(c);
  });

  registerReviewable(r, {
    prefix: VIN_CLAIM_PREFIX,
    kind: 'vinClaim',
    settle,
    pending: (db) => db.vinClaims.filter((c) => c.state === 1).map((c) => ({
      id: c.claimId, kind: 'vinClaim', driverId: c.claimantId, summary: `VIN认领 ${c.vin} ${c.ownerName}`, submittedAt: c.submittedAt,
    })),
  });
}
