import {
  BAG_CODES, type BagApplicationCreated, type BagApplicationPage, type BagApplicationState, type CancelBagApplicationResult,
} from '../../../src/api/special/types';
import { badRequest, MockFail } from '../../core/fail';
import { notPending, registerReviewable } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import type { Db } from '../../db';
import type { BagApplicationRecord, BagMaterialsRecord, BagRuleRecord } from '../../db/periodPasses';
import { fmtTime, parkInfo, yuan } from '../charge/bills';
import { checkPlatesFit, materialsOf, materialsPatch, plateListOf, requestIdOf, startDateOf } from './input';
import { bringUpToDate, cancelPass, closeInFlight } from './lifecycle';
import { recordApprovedMaterials } from './plateMaterials';
import { applicationState, certifiedPlate, findApplication, passOf, plateTakenAt, stateText } from './records';
import { findRule, leftOf, PAY_WITHIN_MS } from './rules';
import { dayStart, parseDay } from './time';
import { toApplicationDetail, toApplicationItem } from './views';

/**
 * Applications for a pass: submitted once per requestId, reviewed by the lot when the rule needs
 * materials (POST /__mock/reviews/{applicationId}), fixed in place when rejected, withdrawn or cancelled before
 * the pass starts. Paying them is payments.ts.
 */

const STATES = [1, 2, 3, 4, 5, 6] as const;

/** The rule's terms for these plates, as a business refusal when the lot cannot sell this pass. */
function checkSellable(db: Db, driverId: string, rule: BagRuleRecord, plates: string[], now: number, applicationId?: string) {
  if (!rule.onSale) throw new MockFail(BAG_CODES.ruleOffSale, '该月卡已停售，请选择其他月卡');
  if (leftOf(db, rule) === 0) throw new MockFail(BAG_CODES.ruleFull, '该月卡名额已满，请选择其他月卡或停车场');
  checkPlatesFit(db, rule, plates);
  if (rule.disabledOnly) {
    const certified = certifiedPlate(db, driverId);
    if (!certified) throw new MockFail(BAG_CODES.disabledOnly, '该月卡仅限已通过残疾人认证的车主办理，请先完成残疾人认证');
    if (plates.length !== 1 || plates[0] !== certified) throw new MockFail(BAG_CODES.disabledOnly, `该月卡仅适用于残疾人认证车辆${certified}`);
  }
  for (const plate of plates) {
    const taken = plateTakenAt(db, rule.parkId, plate, now, { applicationId });
    if (taken) throw new MockFail(BAG_CODES.duplicate, taken);
  }
}

function created(db: Db, a: BagApplicationRecord, now: number): BagApplicationCreated {
  const state = applicationState(db, a, now);
  return { applicationId: a.applicationId, state, stateText: stateText(state, true) };
}

/** A rule without materials needs no review: the application is approved as it is submitted. */
function approveAtOnce(a: BagApplicationRecord, now: number) {
  a.state = 2;
  a.approvedAt = now;
  a.timeline.push({ state: 2, text: '已通过待支付', at: now, note: `该月卡无需审核，请于${fmtTime(now + PAY_WITHIN_MS)}前完成支付` });
}

function submit(ctx: MockContext): BagApplicationCreated {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const requestId = requestIdOf(req.input);
  // A double tap, a retry after a timeout, a reload: the same key is the same application.
  const again = db.bagApplications.find((a) => a.driverId === driver.driverId && a.requestId === requestId);
  if (again) return created(db, again, now);
  const rule = findRule(db, str(req.input, 'ruleId', '月卡规则'));
  const startDate = startDateOf(req.input.startDate, now);
  const plates = plateListOf(db, driver.driverId, req.input.plates);
  const materials = rule.needMaterials ? materialsOf(req.input.materials, now) : null;
  checkSellable(db, driver.driverId, rule, plates, now);
  const a: BagApplicationRecord = {
    applicationId: db.seq.next('MA'), driverId: driver.driverId, requestId, parkId: rule.parkId, ruleId: rule.ruleId, startDate, plates, materials,
    state: 1, rejectReason: null, createdAt: now, approvedAt: null, bagId: null, timeline: [{ state: 1, text: '已提交', at: now, note: null }],
  };
  if (!rule.needMaterials) approveAtOnce(a, now);
  db.bagApplications.push(a);
  return created(db, a, now);
}

const FIELD_NAMES: Record<string, string> = {
  ruleId: '月卡规则', startDate: '开始日期', plates: '车辆', ownerName: '车主姓名', idCardNo: '身份证号', phone: '手机号', licencePictures: '行驶证照片',
};

/** Fixing a rejected application: what is sent replaces what was there; the rest stays as the driver left it. */
function edit(ctx: MockContext) {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const a = findApplication(db, driver.driverId, req.params.applicationId ?? '');
  if (a.state !== 3) throw new MockFail(BAG_CODES.notEditable, `只有已驳回的申请可以修改，当前状态为${stateText(applicationState(db, a, now), true)}`);
  const input = req.input;
  const rule = input.ruleId === undefined ? findRule(db, a.ruleId) : findRule(db, str(input, 'ruleId', '月卡规则'));
  if (rule.parkId !== a.parkId) badRequest('只能选择同一停车场的月卡规则');
  let startDate = a.startDate;
  if (input.startDate !== undefined) startDate = startDateOf(input.startDate, now);
  else if ((parseDay(a.startDate) ?? 0) < dayStart(now)) badRequest('原开始日期已过，请重新选择开始日期');
  const plates = input.plates === undefined ? [...a.plates] : plateListOf(db, driver.driverId, input.plates);
  let materials: BagMaterialsRecord | null = null;
  if (rule.needMaterials) {
    materials = a.materials
      ? { ...a.materials, ...(input.materials === undefined ? {} : materialsPatch(input.materials, now)) }
      : materialsOf(input.materials, now);
  }
  checkSellable(db, driver.driverId, rule, plates, now, a.applicationId);
  const changed = [
    ...(rule.ruleId !== a.ruleId ? ['ruleId'] : []),
    ...(startDate !== a.startDate ? ['startDate'] : []),
    ...(plates.join() !== a.plates.join() ? ['plates'] : []),
    ...(['ownerName', 'idCardNo', 'phone', 'licencePictures'] as const).filter((k) => JSON.stringify(materials?.[k]) !== JSON.stringify(a.materials?.[k])),
  ];
  Object.assign(a, { ruleId: rule.ruleId, startDate, plates, materials, state: 1, rejectReason: null });
  a.timeline.push({ state: 1, text: '已重新提交', at: now, note: changed.length ? `修改了：${changed.map((k) => FIELD_NAMES[k]).join('、')}` : '未修改内容' });
  if (!rule.needMaterials) approveAtOnce(a, now);
  return toApplicationDetail(db, a, now);
}

/** Withdrawn while under review, rejected or unpaid; cancelled with a refund while paid but not started. */
function cancel(ctx: MockContext): CancelBagApplicationResult {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const a = findApplication(db, driver.driverId, req.params.applicationId ?? '');
  const state = applicationState(db, a, now);
  const pass = passOf(db, a);
  if ([1, 2, 3].includes(state)) {
    closeInFlight(db, (o) => o.applicationId === a.applicationId, now);
    a.state = 6;
    a.timeline.push({ state: 6, text: '已撤回', at: now, note: '申请已撤回' });
    return { applicationId: a.applicationId, state: 6, stateText: '已退订', refundCents: 0, refundTo: null };
  }
  if (state === 4 && pass && now < pass.startTime) {
    const { refundCents, refundTo } = cancelPass(db, pass, now);
    a.state = 6;
    const where = refundTo === 'balance' ? '已退回账户余额' : refundTo === 'original' ? '将原路退回' : '';
    a.timeline.push({ state: 6, text: '已退订', at: now, note: refundCents ? `退款${yuan(refundCents)}元${where}` : '月卡已退订' });
    return { applicationId: a.applicationId, state: 6, stateText: '已退订', refundCents, refundTo };
  }
  const why = state === 4 ? '月卡已生效，不能退订' : state === 5 ? '申请已过期，无需退订' : '申请已退订';
  throw new MockFail(BAG_CODES.notCancellable, why);
}

/** The operator's decision on an application under review ('MA…' ids). */
function settle(db: Db, id: string, decision: 'approve' | 'reject', reason: string | null, now: number) {
  const a = db.bagApplications.find((x) => x.applicationId === id);
  if (!a) return null;
  bringUpToDate(db, now);
  if (a.state !== 1) notPending('该月卡申请', stateText(applicationState(db, a, now), true));
  if (decision === 'approve') {
    a.state = 2;
    a.approvedAt = now;
    a.timeline.push({ state: 2, text: '已通过待支付', at: now, note: `材料审核通过，请于${fmtTime(now + PAY_WITHIN_MS)}前完成支付` });
    if (a.materials) recordApprovedMaterials(db, a.driverId, a.plates, a.materials, now);
  } else {
    a.state = 3;
    a.rejectReason = reason;
    a.timeline.push({ state: 3, text: '已驳回', at: now, note: reason });
  }
  return { id, kind: 'bagApplication', state: a.state, stateText: stateText(a.state, true) };
}

export function registerBagApplications(r: MockRouter) {
  r.post('/special/v2/api/bagApplications', submit);

  r.get('/special/v2/api/bagApplications', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringUpToDate(ctx.db, now);
    const want: BagApplicationState | undefined = optStr(ctx.req.input, 'state') === undefined ? undefined : oneOf(ctx.req.input, 'state', '申请状态', STATES);
    const rows = ctx.db.bagApplications
      .filter((a) => a.driverId === driver.driverId && (want === undefined || applicationState(ctx.db, a, now) === want))
      .sort((x, y) => y.createdAt - x.createdAt)
      .map((a) => toApplicationItem(ctx.db, a, now));
    const list: BagApplicationPage = paginate(rows, page(ctx.req.input, 10));
    return list;
  });

  r.get('/special/v2/api/bagApplications/{applicationId}', (ctx) => {
    const driver = ctx.requireDriver();
    bringUpToDate(ctx.db, ctx.now());
    return toApplicationDetail(ctx.db, findApplication(ctx.db, driver.driverId, ctx.req.params.applicationId ?? ''), ctx.now());
  });

  r.put('/special/v2/api/bagApplications/{applicationId}', edit);
  r.post('/special/v2/api/bagApplications/{applicationId}/cancel', cancel);

  registerReviewable(r, {
    prefix: 'MA',
    kind: 'bagApplication',
    settle,
    pending: (db) => db.bagApplications.filter((a) => a.state === 1).map((a) => ({
      id: a.applicationId, kind: 'bagApplication', driverId: a.driverId, submittedAt: a.timeline[a.timeline.length - 1]?.at ?? a.createdAt,
      summary: `${parkInfo(db, a.parkId).parkName} ${db.bagRules.find((x) => x.ruleId === a.ruleId)?.ruleName ?? ''} ${a.plates.join('、')}`,
    })),
  });
}
