import type { BarrierState, PayOrderBill } from '../../src/api/charge/types';
import type { LaneBill } from '../../src/api/charge/bills.types';
import { badRequest, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { str } from '../core/validate';
import type { Db } from '../db';
import type { PayOrderRecord } from '../db/parking';
import type { LaneRecord } from '../db/parkingPay';
import { byNewest, formatPlate, operatorNameOf, parkInfo, payableFee, toItem } from './charge/bills';

/** Exit lanes: the QR code on a lane names parkId + laneCode; the lane's camera knows which car waits there. */
export function findLane(db: Db, parkId: string, laneCode: string): LaneRecord {
  const lane = db.lanes.find((l) => l.parkId === parkId && l.laneCode === laneCode);
  if (!lane) notFound('未找到该车道，请重新扫码');
  return lane;
}

/**
 * A payment made at a lane must be for the car waiting there; checked before the order is made. Returns the lane
 * reference the order keeps.
 */
export function laneForOrder(db: Db, parkId: string | undefined, laneCode: string | undefined, plates: string[]) {
  if (!laneCode) return null;
  if (!parkId) badRequest('停车场编号不能为空');
  const lane = findLane(db, parkId, laneCode);
  if (!lane.plateNo || !plates.includes(lane.plateNo)) badRequest('该车辆不在此车道，请重新扫码');
  return { parkId: lane.parkId, laneCode: lane.laneCode };
}

/** Money for a lane payment arrived: the barrier opens (when it works) and the car drives off. */
export function openBarrierFor(db: Db, order: PayOrderRecord, now: number) {
  if (!order.lane) return;
  const lane = db.lanes.find((l) => l.parkId === order.lane?.parkId && l.laneCode === order.lane.laneCode);
  if (!lane) return;
  const opened = lane.barrierWorks;
  db.barrierEvents.push({ payOrderId: order.payOrderId, parkId: lane.parkId, laneCode: lane.laneCode, opened, leftManually: false, at: now });
  if (opened) lane.plateNo = null;
}

/** The paid bill's car is still at a lane whose barrier did not open: driverActiveCarOut may end it. */
export function stuckBarrierFor(db: Db, uniqueId: string) {
  const order = db.payOrders.find((o) => o.state === 'paid' && o.lane && o.items.some((i) => i.uniqueId === uniqueId));
  if (!order) return null;
  const event = db.barrierEvents.find((e) => e.payOrderId === order.payOrderId);
  return event && !event.opened && !event.leftManually ? event : null;
}

export function leaveWithoutBarrier(db: Db, uniqueId: string): boolean {
  const event = stuckBarrierFor(db, uniqueId);
  if (!event) return false;
  event.leftManually = true;
  const lane = db.lanes.find((l) => l.parkId === event.parkId && l.laneCode === event.laneCode);
  if (lane) lane.plateNo = null;
  return true;
}

export function barrierOf(db: Db, order: PayOrderRecord): BarrierState | null {
  if (!order.lane) return null;
  const lane = db.lanes.find((l) => l.parkId === order.lane?.parkId && l.laneCode === order.lane.laneCode);
  const event = db.barrierEvents.find((e) => e.payOrderId === order.payOrderId);
  return {
    parkId: order.lane.parkId, laneCode: order.lane.laneCode, laneName: lane?.laneName ?? order.lane.laneCode,
    opened: event ? event.opened : null, leftManually: event?.leftManually ?? false,
  };
}

export function billsOfOrder(db: Db, order: PayOrderRecord): PayOrderBill[] {
  return order.items.map((i) => {
    const bill = db.parkOrders.find((b) => b.uniqueId === i.uniqueId);
    return {
      uniqueId: i.uniqueId, parkId: bill?.parkId ?? '', parkName: parkInfo(db, bill?.parkId ?? '').parkName,
      formatPlateNo: bill ? formatPlate(bill.plateNo) : '', feeCents: i.feeCents,
    };
  });
}

/** Calls the parkingPay screens need beyond endpoints.json (same conventions, under the matching service path). */
export function registerParkingPayExtras(r: MockRouter) {
  // The lane's QR code carries parkId + laneCode; paying needs a signed-in driver, looking does not.
  r.get('/charge/v2/api/parkOrders/msp/laneBill', ({ db, req, now }) => {
    const lane = findLane(db, str(req.input, 'parkId', '停车场编号'), str(req.input, 'laneCode', '车道编号'));
    const t = now();
    const plate = lane.plateNo;
    const bill = plate ? db.parkOrders.find((o) => o.plateNo === plate && o.parkId === lane.parkId && o.state === 'parking') : undefined;
    const arrears = plate
      ? db.parkOrders.filter((o) => o.plateNo === plate && o.state === 'arrears' && payableFee(o, t) > 0).sort(byNewest)
      : [];
    const result: LaneBill = {
      parkId: lane.parkId, parkName: parkInfo(db, lane.parkId).parkName, laneCode: lane.laneCode, laneName: lane.laneName,
      // The company that runs the lot (the issuer of its invoices): shown before paying, so a fake sticker cannot hide it.
      operatorName: operatorNameOf(db, lane.parkId),
      plateNo: plate, formatPlateNo: plate ? formatPlate(plate) : null,
      bill: bill ? toItem(db, bill, t) : null,
      arrears: arrears.map((o) => toItem(db, o, t)),
    };
    return result;
  });
}
