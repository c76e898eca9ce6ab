import { BAG_CODES, type PlateMaterial, type PlateMaterialList, type ReviewState as WireReviewState } from '../../../src/api/special/types';
import type { KnownValue } from '../../../src/lib/schema';
import type { BoundPlate } from '../../db/accounts';
import { MockFail, notFound } from '../../core/fail';
import { notPending, registerReviewable } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import type { Db } from '../../db';
import type { BagMaterialsRecord, PlateMaterialRecord } from '../../db/periodPasses';
import { fmtOptTime, formatPlate } from '../charge/bills';
import { idCardOf, personName, picturesOf } from './input';

/**
 * A driving licence (行驶证) per plate, kept for the driver: listed for every bound plate, submitted for review
 * (POST /__mock/reviews/{materialId}), and required before a plate joins a pass at a lot that reviews materials.
 * An approved pass application also files its materials for its plates that have none approved.
 */

/** The review states the mock makes (it never answers UNKNOWN). */
export type ReviewState = KnownValue<WireReviewState>;

export const REVIEW_TEXT: Record<ReviewState, string> = { 0: '未提交', 1: '待审核', 2: '已通过', 3: '已驳回' };

export function materialOf(db: Db, driverId: string, plateNo: string): PlateMaterialRecord | undefined {
  return db.plateMaterials.find((m) => m.driverId === driverId && m.plateNo === plateNo);
}

function toView(db: Db, plate: BoundPlate): PlateMaterial {
  const m = materialOf(db, plate.driverId, plate.plateNo);
  const state: ReviewState = m?.state ?? 0;
  return {
    plateNo: plate.plateNo, formatPlateNo: formatPlate(plate.plateNo), plateColor: plate.plateColor, state, stateText: REVIEW_TEXT[state],
    rejectReason: m?.state === 3 ? m.rejectReason : null, ownerName: m?.ownerName ?? null, idCardNo: m?.idCardNo ?? null,
    licencePictures: m ? [...m.licencePictures] : [], submitTime: fmtOptTime(m?.submittedAt ?? null), reviewTime: fmtOptTime(m?.reviewedAt ?? null),
  };
}

function boundPlate(ctx: MockContext, driverId: string): BoundPlate {
  const plateNo = (ctx.req.params.plateNo ?? '').toUpperCase();
  const plate = ctx.db.plates.find((p) => p.driverId === driverId && p.plateNo === plateNo);
  if (!plate) notFound('未绑定该车辆，请先绑定车辆');
  return plate;
}

/** The lot approved these materials with an application: they count for each of its bound plates without approved ones. */
export function recordApprovedMaterials(db: Db, driverId: string, plates: string[], materials: BagMaterialsRecord, now: number) {
  for (const plateNo of plates) {
    if (!db.plates.some((p) => p.driverId === driverId && p.plateNo === plateNo)) continue;
    const m = materialOf(db, driverId, plateNo);
    if (m?.state === 2) continue;
    const fields = { ownerName: materials.ownerName, idCardNo: materials.idCardNo, licencePictures: [...materials.licencePictures], state: 2 as const, rejectReason: null, reviewedAt: now };
    if (m) Object.assign(m, fields);
    else db.plateMaterials.push({ materialId: db.seq.next('PM'), driverId, plateNo, submittedAt: now, ...fields });
  }
}

function save(ctx: MockContext): PlateMaterial {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const plate = boundPlate(ctx, driver.driverId);
  const fields = {
    ownerName: personName(req.input.ownerName, '车主姓名'),
    idCardNo: idCardOf(req.input.idCardNo, now),
    licencePictures: picturesOf(req.input.licencePictures, '行驶证照片'),
  };
  const m = materialOf(db, driver.driverId, plate.plateNo);
  if (m?.state === 1) throw new MockFail(BAG_CODES.reviewInProgress, '该车辆的行驶证正在审核中，请耐心等待');
  // Each submission is a new item for the operator: a new id, waiting again.
  const next = { ...fields, materialId: db.seq.next('PM'), state: 1 as const, rejectReason: null, submittedAt: now, reviewedAt: null };
  if (m) Object.assign(m, next);
  else db.plateMaterials.push({ driverId: driver.driverId, plateNo: plate.plateNo, ...next });
  return toView(db, plate);
}

function settle(db: Db, id: string, decision: 'approve' | 'reject', reason: string | null, now: number) {
  const m = db.plateMaterials.find((x) => x.materialId === id);
  if (!m) return null;
  if (m.state !== 1) notPending('该行驶证材料', REVIEW_TEXT[m.state]);
  Object.assign(m, { state: decision === 'approve' ? 2 : 3, rejectReason: decision === 'approve' ? null : reason, reviewedAt: now });
  return { id, kind: 'plateMaterial', state: m.state, stateText: REVIEW_TEXT[m.state] };
}

export function registerPlateMaterials(r: MockRouter) {
  r.get('/special/v2/api/plateMaterials', (ctx) => {
    const driver = ctx.requireDriver();
    const list: PlateMaterialList = { results: ctx.db.plates.filter((p) => p.driverId === driver.driverId).map((p) => toView(ctx.db, p)) };
    return list;
  });
  r.get('/special/v2/api/plateMaterials/{plateNo}', (ctx) => toView(ctx.db, boundPlate(ctx, ctx.requireDriver().driverId)));
  r.put('/special/v2/api/plateMaterials/{plateNo}', save);

  registerReviewable(r, {
    prefix: 'PM',
    kind: 'plateMaterial',
    settle,
    pending: (db) => db.plateMaterials.filter((m) => m.state === 1).map((m) => ({
      id: m.materialId, kind: 'plateMaterial', driverId: m.driverId, summary: `行驶证 ${m.plateNo} ${m.ownerName}`, submittedAt: m.submittedAt,
    })),
  });
}
