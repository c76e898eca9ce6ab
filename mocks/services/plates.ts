import type { PlateColor } from '../../src/lib/wire';
import {
  MAX_BOUND_PLATES, PLATE_CODES, type BoundPlateItem, type BoundPlateList, type RoadSection, type WithholdContract,
  type WithholdContractList,
} from '../../src/api/driver/plates.types';
import { badRequest, MockFail, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { oneOf, plateNo, str } from '../core/validate';
import type { Db } from '../db';
import type { BoundPlate } from '../db/accounts';
import type { WithholdContractRecord } from '../db/plates';
import { fmtOptTime, fmtTime, formatPlate, payableFee } from './charge/bills';

/**
 * Calls the plates screens need beyond endpoints.json: binding plates (at most MAX_BOUND_PLATES, one driver per
 * plate), default plate, auto-deduction, withholding contracts (无感支付), and the road-side section of a sign.
 * Plates live in db.plates (accounts), so plateCount and the charge service's driverPlate see every change.
 */

const COLOR_TEXT: Record<PlateColor, string> = { 1: '蓝牌', 2: '黄牌', 5: '绿牌' };
const CHANNEL_NAME = { 2: '支付宝免密支付', 3: '微信车主服务' } as const;

function isParking(db: Db, plate: BoundPlate): boolean {
  return db.parkOrders.some((o) => o.plateNo === plate.plateNo && o.state === 'parking');
}

function hasArrears(db: Db, plate: BoundPlate, now: number): boolean {
  return db.parkOrders.some((o) => o.plateNo === plate.plateNo && o.state === 'arrears' && payableFee(o, now) > 0);
}

function activeContract(db: Db, plate: BoundPlate): WithholdContractRecord | undefined {
  return db.withholdContracts.find((c) => c.plateId === plate.plateId && c.driverId === plate.driverId && c.state === 'active');
}

function toItem(db: Db, p: BoundPlate, now: number): BoundPlateItem {
  return {
    plateId: p.plateId,
    plateNo: p.plateNo,
    formatPlateNo: formatPlate(p.plateNo),
    plateColor: p.plateColor,
    plateColorText: COLOR_TEXT[p.plateColor],
    isDefault: p.isDefault ? 1 : 0,
    autoDeduct: p.autoDeduct ? 1 : 0,
    boundTime: fmtTime(p.boundAt),
    isParking: isParking(db, p) ? 1 : 0,
    hasArrears: hasArrears(db, p, now) ? 1 : 0,
    contractId: activeContract(db, p)?.contractId ?? null,
  };
}

function toContract(c: WithholdContractRecord): WithholdContract {
  return {
    contractId: c.contractId,
    plateId: c.plateId,
    plateNo: c.plateNo,
    formatPlateNo: formatPlate(c.plateNo),
    plateColor: c.plateColor,
    channel: c.channel,
    channelName: CHANNEL_NAME[c.channel],
    state: c.state === 'active' ? 1 : 2,
    stateText: c.state === 'active' ? '已开通' : '已解约',
    signTime: fmtTime(c.signedAt),
    terminateTime: fmtOptTime(c.terminatedAt),
  };
}

function myPlate(db: Db, driverId: string, plateId: string): BoundPlate {
  const p = db.plates.find((x) => x.plateId === plateId && x.driverId === driverId);
  if (!p) notFound('车辆不存在或已解绑');
  return p;
}

/**
 * A plate leaves its driver's account (unbound, or taken by an approved claim: ./plateClaims.ts): its active 无感支付
 * ends, and if it was the default, the driver's oldest other plate becomes the default.
 */
export function unbindPlate(db: Db, p: BoundPlate, now: number) {
  db.plates = db.plates.filter((x) => x !== p);
  for (const c of db.withholdContracts) {
    if (c.plateId === p.plateId && c.state === 'active') {
      c.state = 'terminated';
      c.terminatedAt = now;
    }
  }
  if (p.isDefault) {
    const next = db.plates.filter((x) => x.driverId === p.driverId).sort((a, b) => a.boundAt - b.boundAt)[0];
    if (next) next.isDefault = true;
  }
}

export function registerPlatesExtras(r: MockRouter) {
  r.get('/driver/v2/api/plates', ({ db, requireDriver, now }) => {
    const d = requireDriver();
    const mine = db.plates.filter((p) => p.driverId === d.driverId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.boundAt - b.boundAt);
    const list: BoundPlateList = { results: mine.map((p) => toItem(db, p, now())), total: mine.length, maxCount: MAX_BOUND_PLATES };
    return list;
  });

  r.get('/driver/v2/api/plates/{plateId}', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    return toItem(db, myPlate(db, d.driverId, req.params.plateId ?? ''), now());
  });

  r.post('/driver/v2/api/plates', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const plate = plateNo(req.input);
    const color = oneOf(req.input, 'plateColor', '车牌颜色', [1, 2, 5] as const);
    const owner = db.plates.find((p) => p.plateNo === plate);
    if (owner?.driverId === d.driverId) throw new MockFail(PLATE_CODES.alreadyMine, '该车牌已绑定');
    if (owner) throw new MockFail(PLATE_CODES.boundByOther, '该车牌已被其他账号绑定。如确为您的车辆，请提交反馈，客服核实后为您处理');
    const mine = db.plates.filter((p) => p.driverId === d.driverId);
    if (mine.length >= MAX_BOUND_PLATES) throw new MockFail(PLATE_CODES.limit, `每个账号最多绑定${MAX_BOUND_PLATES}辆车，请先解绑不用的车辆`);
    const added: BoundPlate = {
      plateId: db.seq.next('PL'), driverId: d.driverId, plateNo: plate, plateColor: color, isDefault: mine.length === 0, autoDeduct: false, boundAt: now(),
    };
    db.plates.push(added);
    return toItem(db, added, now());
  });

  r.delete('/driver/v2/api/plates/{plateId}', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const p = myPlate(db, d.driverId, req.params.plateId ?? '');
    if (isParking(db, p)) throw new MockFail(PLATE_CODES.parking, '该车辆正在停车中，请离场并缴费后再解绑');
    if (hasArrears(db, p, now())) throw new MockFail(PLATE_CODES.arrears, '该车辆有未缴停车费，请补缴后再解绑');
    unbindPlate(db, p, now());
    return null;
  });

  r.put('/driver/v2/api/plates/{plateId}/default', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const p = myPlate(db, d.driverId, req.params.plateId ?? '');
    for (const x of db.plates) if (x.driverId === d.driverId) x.isDefault = x === p;
    return toItem(db, p, now());
  });

  r.put('/driver/v2/api/plates/{plateId}/autoDeduct', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const p = myPlate(db, d.driverId, req.params.plateId ?? '');
    const raw = req.input.autoDeduct;
    const on = typeof raw === 'boolean' ? raw : oneOf(req.input, 'autoDeduct', '自动扣费设置', [0, 1] as const) === 1;
    p.autoDeduct = on;
    return toItem(db, p, now());
  });

  r.get('/driver/v2/api/withholding/contracts', ({ db, requireDriver }) => {
    const d = requireDriver();
    const list: WithholdContractList = {
      results: db.withholdContracts
        .filter((c) => c.driverId === d.driverId)
        .sort((a, b) => Number(b.state === 'active') - Number(a.state === 'active') || b.signedAt - a.signedAt)
        .map(toContract),
    };
    return list;
  });

  r.post('/driver/v2/api/withholding/contracts', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    if (req.headers.clienttype === '3') throw new MockFail(PLATE_CODES.withholdUnsupported, '当前环境暂不支持无感支付');
    const p = myPlate(db, d.driverId, str(req.input, 'plateId', '车辆'));
    const channel = oneOf(req.input, 'channel', '签约渠道', [2, 3] as const);
    if (activeContract(db, p)) throw new MockFail(PLATE_CODES.contractExists, '该车辆已开通无感支付');
    const c: WithholdContractRecord = {
      contractId: db.seq.next('WH'), driverId: d.driverId, plateId: p.plateId, plateNo: p.plateNo, plateColor: p.plateColor, channel, state: 'active', signedAt: now(), terminatedAt: null,
    };
    db.withholdContracts.push(c);
    return toContract(c);
  });

  r.delete('/driver/v2/api/withholding/contracts/{contractId}', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const c = db.withholdContracts.find((x) => x.contractId === req.params.contractId && x.driverId === d.driverId);
    if (!c) notFound('签约不存在');
    if (c.state !== 'active') badRequest('该签约已解除');
    c.state = 'terminated';
    c.terminatedAt = now();
    return toContract(c);
  });

  // The sign at the road side is public: visitors may read it too.
  r.get('/charge/v2/api/roadParking/sections/{parkId}', ({ db, req }) => {
    const park = db.parks.find((p) => p.parkId === req.params.parkId);
    if (!park) notFound('未找到该路段');
    if (park.parkKind !== 2) badRequest('该停车场不是路侧停车路段');
    const section: RoadSection = {
      parkId: park.parkId, parkName: park.parkName, parkAddr: park.parkAddr, totalBerths: park.totalParkSpaceNum,
      leftBerths: park.leftParkSpaceNum, feeRuleLabels: park.feeRuleLabels, description: park.description, payTypes: park.payTypes, isOnline: park.isOnline,
    };
    return section;
  });
}
