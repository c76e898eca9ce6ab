import type { BagRule, BagRuleList, RenewableResult } from '../../src/api/types/special';
import { badRequest, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { optStr, str } from '../core/validate';
import type { Db } from '../db';
import type { BagRuleRecord } from '../db/parking';
import { fmtTime, parkInfo } from './charge/bills';

const DAY = 86_400_000;
/** A pass may be renewed from a month before it ends until a month after. */
const RENEW_WINDOW_MS = 30 * DAY;

function toRule(r: BagRuleRecord): BagRule {
  return {
    ruleId: r.ruleId, parkId: r.parkId, ruleName: r.ruleName, months: r.months, price: r.priceCents,
    timeRangeText: r.timeRangeText, plateColors: r.plateColors, leftNum: r.leftNum, description: r.description,
  };
}

function rulesOnSale(db: Db, parkId: string): BagRuleRecord[] {
  return db.bagRules.filter((r) => r.parkId === parkId && r.onSale);
}

/** The special service: period-pass (bag) rules per park and whether a driver's pass may be renewed. */
export function registerSpecial(r: MockRouter) {
  r.get('/special/v2/api/bagMultiRules', ({ db, req }) => {
    const parkId = str(req.input, 'parkId', '停车场编号');
    const { park, parkName } = parkInfo(db, parkId);
    const rules = rulesOnSale(db, parkId);
    // Parks live in another domain: a park with rules is known even if its record is missing.
    if (!park && !rules.length) notFound('停车场不存在');
    const list: BagRuleList = { parkId, parkName, results: rules.map(toRule) };
    return list;
  });

  r.post('/special/v2/api/checkRenewable', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const bagId = optStr(req.input, 'bagId');
    const parkId = optStr(req.input, 'parkId');
    const plate = optStr(req.input, 'plateNo')?.toUpperCase();
    if (!bagId && !(parkId && plate)) badRequest('请提供月卡编号，或停车场和车牌号');
    const pass = db.bagPasses
      .filter((b) => b.driverId === driver.driverId && (bagId ? b.bagId === bagId : b.parkId === parkId && b.plateNo === plate))
      .sort((a, b) => b.endTime - a.endTime)[0];
    if (!pass) notFound('未找到该月卡');
    const plateColor = db.plates.find((p) => p.plateNo === pass.plateNo)?.plateColor ?? 1;
    const rules = rulesOnSale(db, pass.parkId).filter((r) => r.plateColors.includes(plateColor));
    let reason: string | null = null;
    if (pass.endTime - now() > RENEW_WINDOW_MS) reason = '月卡到期前30天内才可续费';
    else if (now() - pass.endTime > RENEW_WINDOW_MS) reason = '月卡已过期超过30天，请重新办理';
    else if (!rules.length) reason = '该停车场暂无可续费的月卡规则';
    else if (rules.every((r) => r.leftNum === 0)) reason = '该停车场月卡名额已满';
    const result: RenewableResult = {
      renewable: reason === null ? 1 : 0, reason, bagId: pass.bagId, plateNo: pass.plateNo, parkId: pass.parkId,
      endTime: fmtTime(pass.endTime), rules: rules.map(toRule),
    };
    return result;
  });
}
