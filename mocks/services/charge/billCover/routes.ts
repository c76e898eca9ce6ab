import type { BillCoverage, BillCovers } from '../../../../src/api/charge/coverage.types';
import { badRequest, notFound } from '../../../core/fail';
import type { MockRouter } from '../../../core/router';
import { list, oneOf, str } from '../../../core/validate';
import { findBill } from '../bills';
import { coverOf } from './cover';
import { duplicateRefundsOf } from './duplicates';
import { etcDeduction, exitCar, withholdDeduct } from './exitDeduction';

/** Bills one batch may ask about (the batch page lists a driver's arrears and bills in progress). */
const COVERS_LIMIT = 200;

/**
 * The coverage of a parking bill, of each bill of a batch, and the control calls that make the exit's deductions happen:
 * POST /__mock/bills/{uniqueId}/withholdDeduct, /etc {state}, /exit, /berth {berthNo} (not part of endpoints.json).
 */
export function registerCoverage(r: MockRouter) {
  // Open to visitors (a lot sign's partner checkout): anyone about to pay the bill is told what covers it; only the
  // driver's own coupons and second payments are theirs to see.
  r.get('/charge/v2/api/payCharges/coverage', ({ db, req, driverId, now }) => {
    const bill = findBill(db, str(req.input, 'uniqueId', '订单编号'), str(req.input, 'parkId', '停车场编号'));
    const t = now();
    const coverage: BillCoverage = {
      uniqueId: bill.uniqueId,
      cover: coverOf(db, bill, t, driverId),
      duplicateRefunds: driverId ? duplicateRefundsOf(db, bill.uniqueId, driverId, t) : [],
    };
    return coverage;
  });

  r.get('/charge/v2/api/payCharges/coverages', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const ids = [...new Set(list<unknown>(req.input, 'uniqueIds', '账单').map(String))];
    if (ids.length > COVERS_LIMIT) badRequest(`一次最多查询${COVERS_LIMIT}笔账单`);
    const t = now();
    const covers: BillCovers = { results: ids.map((id) => ({ uniqueId: id, cover: coverOf(db, findBill(db, id), t, driver.driverId) })) };
    return covers;
  });

  const billOf = (db: Parameters<typeof findBill>[0], uniqueId: string | undefined) => {
    const bill = db.parkOrders.find((b) => b.uniqueId === uniqueId);
    if (!bill) notFound('未找到该停车订单');
    return bill;
  };

  r.post('/__mock/bills/{uniqueId}/withholdDeduct', ({ db, req, now }) => withholdDeduct(db, billOf(db, req.params.uniqueId), now()));

  r.post('/__mock/bills/{uniqueId}/etc', ({ db, req, now }) =>
    etcDeduction(db, billOf(db, req.params.uniqueId), oneOf(req.input, 'state', 'ETC扣费状态', ['deducting', 'done', 'failed'] as const), now()));

  // What the lot reports of where the car stands: a berth, or null for a lot that reports none (the driver records it).
  r.post('/__mock/bills/{uniqueId}/berth', ({ db, req }) => {
    const bill = billOf(db, req.params.uniqueId);
    const berth = req.input.berthNo;
    if (berth !== null && (typeof berth !== 'string' || !berth.trim())) badRequest('berthNo 须为泊位号或 null');
    bill.berthNo = berth === null ? null : berth.trim();
    return { berthNo: bill.berthNo };
  });

  r.post('/__mock/bills/{uniqueId}/exit', ({ db, req, now }) => ({ deduction: exitCar(db, billOf(db, req.params.uniqueId), now()) }));
}
