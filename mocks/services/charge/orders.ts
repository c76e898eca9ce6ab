import type {
  BoundVehicleBill, DriverPlateList, ParkOrderList, ParkingBillCards, PayRecordList, PlateLookupResult,
} from '../../../src/api/charge/types';
import type {
  ParkOrderAppealList, ParkOrderDetail, ParkingPictures, UnfinishedCount, UsableCouponList,
} from '../../../src/api/charge/bills.types';
import type { PlateColor } from '../../../src/lib/wire';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, optNum, optStr, page, paginate, plateNo, str } from '../../core/validate';
import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import {
  billsOfDriver, byNewest, feeRuleDesc, findBill, isParkingOrder, fmtOptTime, fmtTime, formatPlate, leftElsewhere, operatorNameOf, ownsBill, parkInfo,
  payableFee, pendingOrderFor, platesOf, toItem,
} from './bills';
import { couponDiscount, couponStatus } from './coupons';
import { canEvaluate } from './afterPay';

const HISTORY_LIMIT = 10;
const CHANNEL_NAMES = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;

function optPlateColor(input: Record<string, unknown>): PlateColor | undefined {
  const c = optNum(input, 'plateColor');
  if (c === undefined) return undefined;
  if (c !== 1 && c !== 2 && c !== 5) badRequest('车牌颜色不正确');
  return c;
}

/** Remembers what a signed-in driver looked up, newest first, one row per plate. */
function recordPlateQuery(db: Db, driverId: string, plate: string, color: PlateColor, now: number) {
  const existing = db.plateQueries.find((q) => q.driverId === driverId && q.plateNo === plate);
  if (existing) {
    existing.queriedAt = now;
    existing.plateColor = color;
  } else {
    db.plateQueries.push({ id: db.seq.next('H'), driverId, plateNo: plate, plateColor: color, queriedAt: now });
  }
  const mine = db.plateQueries.filter((q) => q.driverId === driverId).sort((a, b) => b.queriedAt - a.queriedAt);
  const dropped = new Set(mine.slice(HISTORY_LIMIT).map((q) => q.id));
  db.plateQueries = db.plateQueries.filter((q) => !dropped.has(q.id));
}

/** A picture the mock can show offline: the plate and the time, drawn as SVG. */
function pictureUrl(order: ParkOrderRecord, label: string, at: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#2b2f36"/>`
    + `<rect x="220" y="200" width="200" height="56" rx="6" fill="${order.plateColor === 2 ? '#f5c400' : order.plateColor === 5 ? '#5fd07a' : '#1a5fd0'}"/>`
    + `<text x="320" y="238" font-size="30" text-anchor="middle" fill="#fff">${order.plateNo}</text>`
    + `<text x="20" y="40" font-size="22" fill="#ddd">${label} ${fmtTime(at)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function registerOrders(r: MockRouter) {
  r.get('/charge/v2/api/parkOrders/msp', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const type = oneOf(req.input, 'requestType', '查询类型', [1, 2, 3] as const);
    const plate = optStr(req.input, 'plateNo') ? plateNo(req.input) : undefined;
    const p = page(req.input, 10);
    const state = ({ 1: 'parking', 2: 'arrears', 3: 'paid' } as const)[type];
    const source = plate ? db.parkOrders.filter((o) => o.plateNo === plate) : billsOfDriver(db, driver.driverId);
    const rows = source.filter((o) => o.state === state).sort(byNewest).map((o) => toItem(db, o, now()));
    const list: ParkOrderList = paginate(rows, p);
    return list;
  });

  r.get('/charge/v2/api/parkOrders/msp/boundVehicleParkingBills', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const cards: ParkingBillCards = { results: [] };
    for (const plate of platesOf(db, driver.driverId)) {
      const o = db.parkOrders.find((x) => x.plateNo === plate.plateNo && x.state === 'parking');
      if (!o) continue;
      cards.results.push({
        plateId: plate.plateId, plateNo: plate.plateNo, formatPlateNo: formatPlate(plate.plateNo), plateColor: plate.plateColor,
        uniqueId: o.uniqueId, parkId: o.parkId, parkName: parkInfo(db, o.parkId).parkName, parkStartTime: fmtTime(o.inTime),
        parkFee: payableFee(o, now()), isBagCar: o.isBagCar, parkFeeSucc: 1,
      });
    }
    return cards;
  });

  r.get('/charge/v2/api/parkOrders/msp/boundVehicleParkingBill', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const plateId = str(req.input, 'plateId', '车辆编号');
    const plate = platesOf(db, driver.driverId).find((p) => p.plateId === plateId);
    if (!plate) notFound('车辆不存在或已解绑');
    const o = db.parkOrders.find((x) => x.plateNo === plate.plateNo && x.state === 'parking');
    const card: BoundVehicleBill = {
      plateId, plateNo: plate.plateNo, formatPlateNo: formatPlate(plate.plateNo),
      uniqueId: o?.uniqueId ?? null, parkId: o?.parkId ?? null, parkName: o ? parkInfo(db, o.parkId).parkName : null,
      parkStartTime: o ? fmtTime(o.inTime) : null, parkFee: o ? payableFee(o, now()) : 0, isBagCar: o?.isBagCar ?? 0, parkFeeSucc: 1,
      feeRule: o && !o.isBagCar ? { ...o.rule } : null,
      leftElsewhere: o ? leftElsewhere(db, o) : null,
      berthNo: o?.berthNo ?? null,
    };
    return card;
  });

  // Visitors may look up a plate too; only a signed-in driver's lookups are remembered.
  r.get('/charge/v2/api/parkOrders/msp/plateNo', ({ db, req, driverId, now }) => {
    const plate = plateNo(req.input);
    const color = optPlateColor(req.input) ?? 1;
    const due = db.parkOrders.filter((o) => o.plateNo === plate && o.state !== 'paid' && payableFee(o, now()) > 0).sort(byNewest);
    if (driverId) recordPlateQuery(db, driverId, plate, color, now());
    const only = due.length === 1 ? due[0] : undefined;
    const result: PlateLookupResult = {
      count: due.length,
      uniqueId: only?.uniqueId ?? null,
      parkId: only?.parkId ?? null,
      arrearsOnly: due.length > 0 && due.every((o) => o.state === 'arrears') ? 1 : 0,
    };
    return result;
  });

  // A visitor may read a bill whose ids a plate lookup gave them (paying still needs login).
  r.post('/charge/v2/api/parkOrders/msp/detail', ({ db, req, driverId, now }) => {
    const o = findBill(db, str(req.input, 'uniqueId', '订单编号'), str(req.input, 'parkId', '停车场编号'));
    const pay = o.payOrderId ? db.payOrders.find((x) => x.payOrderId === o.payOrderId) : undefined;
    const detail: ParkOrderDetail = {
      ...toItem(db, o, now()),
      parkAddr: parkInfo(db, o.parkId).parkAddr,
      // Who the money goes to, the same company a lane's answer names (laneBill's operatorName).
      operatorName: operatorNameOf(db, o.parkId),
      berthNo: o.berthNo,
      feeRuleDesc: o.isBagCar ? '月卡车辆，有效期内免费停放' : feeRuleDesc(o.rule),
      feeRule: o.isBagCar || o.state !== 'parking' ? null : { ...o.rule },
      discountFee: o.discountCents,
      pendingPayOrderId: pendingOrderFor(db, o.uniqueId, now())?.payOrderId ?? null,
      payTime: fmtOptTime(o.paidAt),
      payChannel: pay?.payChannel ?? o.payChannel,
      canEvaluate: driverId && canEvaluate(db, driverId, o) === null ? 1 : 0,
      canActiveCarOut: driverId && o.state === 'parking' && ownsBill(db, driverId, o) ? 1 : 0,
      // Where the plate was seen since is the driver's own data: a visitor's lookup does not learn it.
      leftElsewhere: driverId && ownsBill(db, driverId, o) ? leftElsewhere(db, o) : null,
    };
    return detail;
  });

  r.get('/charge/v2/api/parkOrders/msp/payRecords', ({ db, req, requireDriver }) => {
    const driver = requireDriver();
    const uniqueId = optStr(req.input, 'uniqueId');
    const p = page(req.input, 10);
    const rows = db.payOrders
      .filter((o) => o.driverId === driver.driverId && o.state === 'paid' && isParkingOrder(db, o) && (!uniqueId || o.items.some((i) => i.uniqueId === uniqueId)))
      .sort((a, b) => (b.settledAt ?? 0) - (a.settledAt ?? 0))
      .map((o) => {
        const bills = o.items.map((i) => db.parkOrders.find((b) => b.uniqueId === i.uniqueId)).filter((b): b is ParkOrderRecord => !!b);
        const parks = [...new Set(bills.map((b) => b.parkId))];
        const first = parkInfo(db, parks[0] ?? '').parkName;
        return {
          payOrderId: o.payOrderId, uniqueIds: o.items.map((i) => i.uniqueId),
          parkName: parks.length > 1 ? `${first}等${parks.length}个停车场` : first,
          plateNos: [...new Set(bills.map((b) => b.plateNo))], payChannel: o.payChannel, payChannelName: CHANNEL_NAMES[o.payChannel],
          originalFee: o.originalCents, discountFee: o.discountCents, payFee: o.amountCents, payTime: fmtTime(o.settledAt ?? o.createdAt),
        };
      });
    const list: PayRecordList = paginate(rows, p);
    return list;
  });

  r.get('/charge/v2/api/parkOrders/msp/usableCoupons', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const o = findBill(db, str(req.input, 'uniqueId', '订单编号'), optStr(req.input, 'parkId'));
    const fee = payableFee(o, now());
    const results: UsableCouponList['results'] = [];
    for (const c of db.coupons) {
      if (c.driverId !== driver.driverId || c.lockedBy || couponStatus(c, now()) !== 'unused') continue;
      const d = couponDiscount(c, o, fee, now());
      if ('cents' in d) results.push({ couponId: c.couponId, couponName: c.couponName, couponType: c.couponType, discountFee: d.cents, validTo: fmtTime(c.validTo) });
    }
    results.sort((a, b) => b.discountFee - a.discountFee);
    const list: UsableCouponList = { results, parkFee: fee };
    return list;
  });

  r.get('/charge/v2/api/parkOrders/msp/countUnfinished', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const mine = billsOfDriver(db, driver.driverId);
    const arrears = mine.filter((o) => o.state === 'arrears');
    const parkingCount = mine.filter((o) => o.state === 'parking').length;
    const count: UnfinishedCount = {
      count: parkingCount + arrears.length, parkingCount, arrearsCount: arrears.length,
      arrearsFee: arrears.reduce((s, o) => s + payableFee(o, now()), 0),
    };
    return count;
  });

  r.get('/charge/v2/api/parkOrders/msp/driverPlate', ({ db, requireDriver }) => {
    const driver = requireDriver();
    const list: DriverPlateList = {
      results: platesOf(db, driver.driverId).map((p) => ({
        plateId: p.plateId, plateNo: p.plateNo, formatPlateNo: formatPlate(p.plateNo), plateColor: p.plateColor, isDefault: p.isDefault ? 1 : 0,
        isParking: db.parkOrders.some((o) => o.plateNo === p.plateNo && o.state === 'parking') ? 1 : 0,
      })),
    };
    return list;
  });

  r.get('/charge/v2/api/parkOrders/msp/parkingPictures', ({ db, req, requireDriver }) => {
    requireDriver();
    const o = findBill(db, str(req.input, 'uniqueId', '订单编号'), optStr(req.input, 'parkId'));
    const pics: ParkingPictures = { results: [{ picType: 1, picUrl: pictureUrl(o, '入场', o.inTime), takenTime: fmtTime(o.inTime) }] };
    if (o.outTime !== null) pics.results.push({ picType: 2, picUrl: pictureUrl(o, '出场', o.outTime), takenTime: fmtTime(o.outTime) });
    return pics;
  });

  r.get('/charge/v2/api/parkOrderAppeals/msp', ({ db, req, requireDriver }) => {
    const driver = requireDriver();
    const uniqueId = optStr(req.input, 'uniqueId');
    if (uniqueId) findBill(db, uniqueId, optStr(req.input, 'parkId'));
    const stateText = { 1: '处理中', 2: '申诉成功', 3: '申诉驳回' } as const;
    const list: ParkOrderAppealList = {
      results: db.appeals
        .filter((a) => a.driverId === driver.driverId && (!uniqueId || a.uniqueId === uniqueId))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((a) => ({
          appealId: a.appealId, uniqueId: a.uniqueId, parkId: a.parkId, parkName: parkInfo(db, a.parkId).parkName,
          plateNo: db.parkOrders.find((o) => o.uniqueId === a.uniqueId)?.plateNo ?? '', appealTypeText: a.appealTypeText,
          content: a.content, appealState: a.state, appealStateText: stateText[a.state], createTime: fmtTime(a.createdAt),
          replyContent: a.reply, replyTime: fmtOptTime(a.repliedAt),
        })),
    };
    return list;
  });
}
