import { BAG_CODES, type BagPass, type BagPassPage, type BagPassState } from '../../../src/api/special/types';
import { MockFail } from '../../core/fail';
import { notPending, registerReviewable } from '../../core/reviews';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate } from '../../core/validate';
import type { Db } from '../../db';
import { parkInfo } from '../charge/bills';
import { checkPlatesFit, plateListOf } from './input';
import { bringUpToDate } from './lifecycle';
import { materialOf } from './plateMaterials';
import { certifiedPlate, findPass, passState, plateTakenAt } from './records';
import { findRule } from './rules';
import { passOrder, toPass } from './views';

/**
 * The driver's passes: the list (active first), one pass with its barrier code, and the plates on it. At a lot
 * that reviews materials, adding a plate needs its driving licence on file and the lot's approval
 * (POST /__mock/reviews/{changeId}); taking a plate off, or any change at a lot that does not review, is at once.
 */

const PASS_STATES = [4, 5, 6] as const;

function changePlates(ctx: MockContext): BagPass {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const pass = findPass(db, driver.driverId, req.params.bagId ?? '');
  if (passState(pass, now) !== 4) throw new MockFail(BAG_CODES.notEditable, '月卡已过期或已退订，不能修改车辆');
  if (pass.plateChange?.state === 'pending') throw new MockFail(BAG_CODES.plateChangePending, '该月卡有一项车辆变更正在审核中，请审核完成后再修改');
  const plates = plateListOf(db, driver.driverId, req.input.plates);
  const rule = findRule(db, pass.ruleId);
  checkPlatesFit(db, rule, plates);
  if (plates.join() === pass.plates.join()) return toPass(db, pass, now);
  const added = plates.filter((p) => !pass.plates.includes(p));
  if (rule.disabledOnly && added.some((p) => p !== certifiedPlate(db, driver.driverId))) {
    throw new MockFail(BAG_CODES.disabledOnly, '该月卡仅适用于残疾人认证车辆，不能更换为其他车辆');
  }
  for (const plate of added) {
    const taken = plateTakenAt(db, pass.parkId, plate, now, { bagId: pass.bagId });
    if (taken) throw new MockFail(BAG_CODES.duplicate, taken);
  }
  if (!rule.needMaterials || added.length === 0) {
    pass.plates = plates;
    pass.plateNo = plates[0] ?? pass.plateNo;
    pass.plateChange = null;
    return toPass(db, pass, now);
  }
  const missing = added.find((p) => ![1, 2].includes(materialOf(db, driver.driverId, p)?.state ?? 0));
  if (missing) throw new MockFail(BAG_CODES.plateMaterialsMissing, `该停车场需审核行驶证，请先为车辆${missing}上传行驶证`);
  pass.plateChange = { changeId: db.seq.next('PC'), plates, state: 'pending', reason: null, submittedAt: now, reviewedAt: null };
  return toPass(db, pass, now);
}

function settle(db: Db, id: string, decision: 'approve' | 'reject', reason: string | null, now: number) {
  const pass = db.bagPasses.find((p) => p.plateChange?.changeId === id);
  const change = pass?.plateChange;
  if (!pass || !change) return null;
  if (change.state !== 'pending') notPending('该车辆变更', '已驳回');
  if (decision === 'approve') {
    pass.plates = [...change.plates];
    pass.plateNo = change.plates[0] ?? pass.plateNo;
    pass.plateChange = null;
    return { id, kind: 'bagPlateChange', state: 2, stateText: '已通过' };
  }
  Object.assign(change, { state: 'rejected', reason, reviewedAt: now });
  return { id, kind: 'bagPlateChange', state: 3, stateText: '已驳回' };
}

export function registerBagPasses(r: MockRouter) {
  r.get('/special/v2/api/bagPasses', (ctx) => {
    const driver = ctx.requireDriver();
    const now = ctx.now();
    bringUpToDate(ctx.db, now);
    const { input } = ctx.req;
    const state: BagPassState | undefined = optStr(input, 'state') === undefined ? undefined : oneOf(input, 'state', '月卡状态', PASS_STATES);
    const soonOnly = optStr(input, 'expiringSoon') === undefined ? false : oneOf(input, 'expiringSoon', '即将到期', [0, 1] as const) === 1;
    const unusedOnly = optStr(input, 'unused') === undefined ? false : oneOf(input, 'unused', '未使用', [0, 1] as const) === 1;
    const rows = ctx.db.bagPasses
      .filter((p) => p.driverId === driver.driverId)
      .sort(passOrder(now))
      .map((p) => toPass(ctx.db, p, now))
      .filter((p) => (state === undefined || p.state === state) && (!soonOnly || p.expiringSoon === 1) && (!unusedOnly || p.unused === 1));
    const list: BagPassPage = paginate(rows, page(input, 20));
    return list;
  });

  r.get('/special/v2/api/bagPasses/{bagId}', (ctx) => {
    const driver = ctx.requireDriver();
    bringUpToDate(ctx.db, ctx.now());
    return toPass(ctx.db, findPass(ctx.db, driver.driverId, ctx.req.params.bagId ?? ''), ctx.now());
  });

  r.put('/special/v2/api/bagPasses/{bagId}/plates', changePlates);

  registerReviewable(r, {
    prefix: 'PC',
    kind: 'bagPlateChange',
    settle,
    pending: (db) => db.bagPasses.flatMap((p) => (p.plateChange?.state === 'pending' ? [{
      id: p.plateChange.changeId, kind: 'bagPlateChange', driverId: p.driverId, submittedAt: p.plateChange.submittedAt,
      summary: `${parkInfo(db, p.parkId).parkName} 月卡${p.bagId} 车辆变更为${p.plateChange.plates.join('、')}`,
    }] : [])),
  });
}
