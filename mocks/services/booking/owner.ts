import type { RegisteredBerthInfo } from '../../../src/api/booking/types';
import { BERTH_APPLY_CODES, BERTH_APPLY_PHOTOS, type BerthApply, type BerthApplyPage, type ShareIncome, type ShareIncomePage } from '../../../src/api/booking/owner.types';
import type { Db } from '../../db';
import type { BerthApplyRecord } from '../../db/booking';
import { badRequest, MockFail, notFound } from '../../core/fail';
import { notPending, registerReviewable, type ReviewDecision, type Reviewable } from '../../core/reviews';
import type { MockRouter } from '../../core/router';
import { page, paginate, phone, str } from '../../core/validate';
import { fmt, fmtOpt } from './beijing';
import { bookingUser, findPark, maskPhone } from './common';

/**
 * Owner registration: an owner applies to share a space; the operator settles the application (approve: the
 * space becomes theirs and shared for booking; reject: with a reason) through the review control
 * (POST /__mock/reviews/{id} for 'BR…' ids, mocks/core/reviews.ts).
 */

const STATE_TEXT: Record<BerthApplyRecord['state'], string> = { 1: '审核中', 2: '审核通过', 3: '审核未通过' };
const BERTH_NO = /^[A-Za-z0-9-]{1,12}$/;
const PHOTO_URL = /^https?:\/\/\S+$/;

function toApply(db: Db, a: BerthApplyRecord): BerthApply {
  return {
    applyNo: a.applyNo,
    parkId: a.parkId,
    parkName: db.parks.find((p) => p.parkId === a.parkId)?.parkName ?? '',
    berthNo: a.berthNo,
    photos: [...a.photos],
    phone: maskPhone(a.phone),
    state: a.state,
    stateText: STATE_TEXT[a.state],
    rejectReason: a.rejectReason,
    createTime: fmt(a.createdAt),
    reviewTime: fmtOpt(a.reviewedAt),
    berthId: a.berthId,
  };
}

function maskPlate(plateNo: string): string {
  return plateNo.length > 4 ? `${plateNo.slice(0, 2)}·***${plateNo.slice(-2)}` : plateNo;
}

/** Lots that take shared spaces: those that take bookings or share off-peak. */
function isShareable(db: Db, parkId: string): boolean {
  const p = db.parks.find((x) => x.parkId === parkId);
  return !!p && p.isOnline === 1 && (p.supportBook === 1 || p.supportDiffTimeBag === 1 || p.supportDiffTimeBook === 1);
}

function photosOf(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length < BERTH_APPLY_PHOTOS.min) badRequest('请上传车位产权或租赁证明照片');
  if (raw.length > BERTH_APPLY_PHOTOS.max) badRequest(`最多上传${BERTH_APPLY_PHOTOS.max}张照片`);
  if (raw.some((u) => typeof u !== 'string' || !PHOTO_URL.test(u))) badRequest('照片地址不正确，请重新上传');
  return raw as string[];
}

/**
 * The operator's decision on an application (the mock's stand-in). Approving makes the space the owner's
 * (an existing unowned berth of that number, or a new one), shared for booking.
 */
export function settleBerthApplication(db: Db, applyNo: string, decision: ReviewDecision, reason?: string | null, now = Date.now()): BerthApply {
  const a = db.berthApplies.find((x) => x.applyNo === applyNo);
  if (!a) notFound('车位登记申请不存在');
  if (a.state !== 1) notPending('车位登记申请', STATE_TEXT[a.state]);
  a.reviewedAt = now;
  if (decision === 'reject') {
    a.state = 3;
    a.rejectReason = reason?.trim() || '提交的材料无法证明车位归属，请补充后重新申请';
    return toApply(db, a);
  }
  const existing = db.berths.find((b) => b.parkId === a.parkId && b.berthNo === a.berthNo);
  if (existing?.ownerDriverId && existing.ownerDriverId !== a.driverId) throw new MockFail('409', '该车位已被其他车主登记');
  const berthId = existing?.berthId ?? `${a.parkId}-${a.berthNo}`;
  if (existing) existing.ownerDriverId = a.driverId;
  else {
    const type = db.berthTypes.find((t) => t.parkId === a.parkId);
    db.berths.push({ berthId, parkId: a.parkId, berthNo: a.berthNo, floor: a.berthNo.split('-')[0] ?? '', area: '共享车位', berthTypeId: type?.berthTypeId ?? `${a.parkId}-STD`, state: 0, ownerDriverId: a.driverId });
  }
  Object.assign(a, { state: 2, berthId, rejectReason: null });
  return toApply(db, a);
}

const berthApplications: Reviewable = {
  prefix: 'BR',
  kind: 'berthApplication',
  settle(db, id, decision, reason, now) {
    const rec = db.berthApplies.find((a) => a.applyNo === id);
    if (!rec) return null;
    const a = settleBerthApplication(db, id, decision, reason, now);
    return { id, kind: 'berthApplication', state: rec.state, stateText: a.stateText };
  },
  pending: (db) =>
    db.berthApplies
      .filter((a) => a.state === 1)
      .map((a) => ({
        id: a.applyNo, kind: 'berthApplication', driverId: a.driverId, submittedAt: a.createdAt,
        summary: `${db.parks.find((p) => p.parkId === a.parkId)?.parkName ?? ''} ${a.berthNo} 车位共享登记`,
      })),
};

export function registerBookingOwner(r: MockRouter) {
  registerReviewable(r, berthApplications);

  r.post('/api/v1/hasRegisteredBerth', (ctx) => {
    const user = bookingUser(ctx);
    const { db } = ctx;
    const berthCount = db.berths.filter((b) => b.ownerDriverId === user.driverId).length;
    const latest = db.berthApplies.filter((a) => a.driverId === user.driverId).sort((a, b) => b.createdAt - a.createdAt)[0];
    const info: RegisteredBerthInfo = {
      registered: berthCount > 0,
      berthCount,
      latestApply: latest ? { applyNo: latest.applyNo, state: latest.state, stateText: STATE_TEXT[latest.state] } : null,
    };
    return info;
  });

  r.post('/api/v1/userCheckIn', (ctx) => {
    const user = bookingUser(ctx);
    const { db, req } = ctx;
    const park = findPark(db, req.input);
    const berthNo = str(req.input, 'berthNo', '车位编号').trim().toUpperCase();
    if (!BERTH_NO.test(berthNo)) badRequest('车位编号只能包含字母、数字和“-”，最多12位');
    const photos = photosOf(req.input.photos);
    const mobile = phone(req.input);
    if (!isShareable(db, park.parkId)) throw new MockFail(BERTH_APPLY_CODES.notShareable, `${park.parkName}暂未开通车位共享，请选择其他停车场`);
    const owner = db.berths.find((b) => b.parkId === park.parkId && b.berthNo === berthNo)?.ownerDriverId;
    if (owner) {
      throw new MockFail(BERTH_APPLY_CODES.berthTaken, owner === user.driverId ? '该车位已登记在您名下，无需重复申请' : '该车位已被其他车主登记，如有疑问请联系客服');
    }
    if (db.berthApplies.some((a) => a.parkId === park.parkId && a.berthNo === berthNo && a.state === 1)) {
      throw new MockFail(BERTH_APPLY_CODES.applicationPending, '该车位已有申请正在审核中，请耐心等待审核结果');
    }
    const a: BerthApplyRecord = {
      applyNo: db.seq.next('BR'), driverId: user.driverId, parkId: park.parkId, berthNo, photos, phone: mobile, state: 1, rejectReason: null,
      createdAt: ctx.now(), reviewedAt: null, berthId: null,
    };
    db.berthApplies.push(a);
    return toApply(db, a);
  });

  r.post('/api/v1/getBerthApplyDetail', (ctx) => {
    const user = bookingUser(ctx);
    const applyNo = str(ctx.req.input, 'applyNo', '申请编号');
    const a = ctx.db.berthApplies.find((x) => x.applyNo === applyNo && x.driverId === user.driverId);
    if (!a) notFound('车位登记申请不存在');
    return toApply(ctx.db, a);
  });

  r.post('/api/v1/getBerthApplyList', (ctx) => {
    const user = bookingUser(ctx);
    const rows = ctx.db.berthApplies
      .filter((a) => a.driverId === user.driverId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((a) => toApply(ctx.db, a));
    const result: BerthApplyPage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });

  r.post('/api/v1/getShareIncomeList', (ctx) => {
    const user = bookingUser(ctx);
    const { db } = ctx;
    const rows = db.shareIncomes
      .filter((s) => s.ownerDriverId === user.driverId)
      .sort((a, b) => b.at - a.at)
      .map((s): ShareIncome => {
        const berth = db.berths.find((b) => b.berthId === s.berthId);
        return {
          incomeId: s.incomeId,
          parkName: db.parks.find((p) => p.parkId === berth?.parkId)?.parkName ?? '',
          berthNo: berth?.berthNo ?? '',
          plateNo: maskPlate(s.plateNo),
          amountCents: s.amountCents,
          source: s.source,
          sourceText: s.source === 'booking' ? '车位预约' : '错时共享',
          time: fmt(s.at),
        };
      });
    const result: ShareIncomePage = paginate(rows, page(ctx.req.input, 10));
    return result;
  });
}
