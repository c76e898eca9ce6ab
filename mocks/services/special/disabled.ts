import { BAG_CODES, type DisabledCertification } from '../../../src/api/special/types';
import { DISABILITY_CATEGORIES, DISABILITY_LEVELS, validateDisabilityCertNo } from '../../../src/lib/validators';
import { badRequest, MockFail } from '../../core/fail';
import { notPending, registerReviewable } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import type { Db } from '../../db';
import type { DisabledCertRecord } from '../../db/periodPasses';
import { fmtOptTime } from '../charge/bills';
import { personName, picturesOf } from './input';
import { REVIEW_TEXT, type ReviewState } from './plateMaterials';
import { latestCert } from './records';

/**
 * The disabled-driver certification (/plateMaterialDisabled): a second-generation disability certificate for one of
 * the driver's bound plates, reviewed by the operator (POST /__mock/reviews/{certId}). Once approved, the rules
 * marked disabledOnly (free or reduced) are sold to that driver for that plate.
 */

function toView(c: DisabledCertRecord | undefined): DisabledCertification {
  const state: ReviewState = c?.state ?? 0;
  const category = c ? Number(c.certNo[18]) : null;
  const level = c ? Number(c.certNo[19]) : null;
  return {
    state, stateText: REVIEW_TEXT[state], rejectReason: c?.state === 3 ? c.rejectReason : null, certNo: c?.certNo ?? null, name: c?.name ?? null,
    plateNo: c?.plateNo ?? null, pictures: c ? [...c.pictures] : [], category, categoryText: category === null ? null : DISABILITY_CATEGORIES[category] ?? null,
    level, levelText: level === null ? null : DISABILITY_LEVELS[level] ?? null, submitTime: fmtOptTime(c?.submittedAt ?? null),
    reviewTime: fmtOptTime(c?.reviewedAt ?? null),
  };
}

function submit(ctx: MockContext): DisabledCertification {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const rawNo = req.input.certNo;
  if (typeof rawNo !== 'string' || rawNo === '') badRequest('请输入残疾人证号');
  const problem = validateDisabilityCertNo(rawNo, now);
  if (problem) badRequest(problem);
  const name = personName(req.input.name, '持证人姓名');
  const plateNo = typeof req.input.plateNo === 'string' ? req.input.plateNo.trim().toUpperCase() : '';
  if (!plateNo) badRequest('请选择认证车辆');
  if (!db.plates.some((p) => p.driverId === driver.driverId && p.plateNo === plateNo)) badRequest('认证车辆须为您已绑定的车辆');
  const pictures = picturesOf(req.input.pictures, '残疾人证照片');
  if (latestCert(db, driver.driverId)?.state === 1) throw new MockFail(BAG_CODES.reviewInProgress, '残疾人认证正在审核中，请耐心等待');
  // A new submission (another vehicle, a renewed certificate) replaces the last one once it is the latest.
  const c: DisabledCertRecord = {
    certId: db.seq.next('DC'), driverId: driver.driverId, certNo: rawNo.toUpperCase(), name, plateNo, pictures, state: 1, rejectReason: null,
    submittedAt: now, reviewedAt: null,
  };
  db.disabledCerts.push(c);
  return toView(c);
}

function settle(db: Db, id: string, decision: 'approve' | 'reject', reason: string | null, now: number) {
  const c = db.disabledCerts.find((x) => x.certId === id);
  if (!c) return null;
  if (c.state !== 1) notPending('该残疾人认证', REVIEW_TEXT[c.state]);
  c.state = decision === 'approve' ? 2 : 3;
  c.rejectReason = decision === 'approve' ? null : reason;
  c.reviewedAt = now;
  return { id, kind: 'disabledCertification', state: c.state, stateText: REVIEW_TEXT[c.state] };
}

export function registerDisabledCertification(r: MockRouter) {
  r.get('/special/v2/api/disabledCertification', (ctx) => toView(latestCert(ctx.db, ctx.requireDriver().driverId)));
  r.post('/special/v2/api/disabledCertification', submit);

  registerReviewable(r, {
    prefix: 'DC',
    kind: 'disabledCertification',
    settle,
    pending: (db) => db.disabledCerts.filter((c) => c.state === 1).map((c) => ({
      id: c.certId, kind: 'disabledCertification', driverId: c.driverId, summary: `残疾人认证 ${c.name} ${c.plateNo}`, submittedAt: c.submittedAt,
    })),
  });
}
