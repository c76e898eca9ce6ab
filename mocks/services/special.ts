import type { BagRuleList, RenewableResult } from '../../src/api/special/types';
import { badRequest, notFound } from '../core/fail';
import type { MockRouter } from '../core/router';
import { optStr, str } from '../core/validate';
import { fmtTime, parkInfo } from './charge/bills';
import { registerBagApplications } from './special/applications';
import { registerDisabledCertification } from './special/disabled';
import { bringUpToDate } from './special/lifecycle';
import { registerBagPasses } from './special/passes';
import { registerBagPayments } from './special/payments';
import { registerPlateMaterials } from './special/plateMaterials';
import { renewalRules, renewBlocker } from './special/renewal';
import { rulesOnSale, toRule } from './special/rules';

/**
 * The special service: period passes (月卡). endpoints.json's two calls live here: a lot's rules on sale and whether
 * a pass may be renewed. The calls the pass screens need beyond them are in special/: applications,
 * payments and renewals, passes and their plates, plate materials, the disabled certification; each registers
 * what the operator reviews with the review control (mocks/core/reviews.ts).
 */
export function registerSpecial(r: MockRouter) {
  r.get('/special/v2/api/bagMultiRules', ({ db, req, now }) => {
    const parkId = str(req.input, 'parkId', '停车场编号');
    // Payments settled by the provider since the last read take their passes from the stock first.
    bringUpToDate(db, now());
    const { park, parkName } = parkInfo(db, parkId);
    const rules = rulesOnSale(db, parkId);
    // Parks live in another domain: a park with rules is known even if its record is missing.
    if (!park && !rules.length) notFound('停车场不存在');
    const list: BagRuleList = { parkId, parkName, results: rules.map((x) => toRule(db, x)) };
    return list;
  });

  r.post('/special/v2/api/checkRenewable', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    bringUpToDate(db, now());
    const bagId = optStr(req.input, 'bagId');
    const parkId = optStr(req.input, 'parkId');
    const plate = optStr(req.input, 'plateNo')?.toUpperCase();
    if (!bagId && !(parkId && plate)) badRequest('请提供月卡编号，或停车场和车牌号');
    const pass = db.bagPasses
      .filter((b) => b.driverId === driver.driverId && (bagId ? b.bagId === bagId : b.parkId === parkId && !!plate && b.plates.includes(plate)))
      .sort((a, b) => b.endTime - a.endTime)[0];
    if (!pass) notFound('未找到该月卡');
    const reason = renewBlocker(db, pass, now());
    const result: RenewableResult = {
      renewable: reason === null ? 1 : 0, reason, bagId: pass.bagId, plateNo: pass.plateNo, parkId: pass.parkId,
      endTime: fmtTime(pass.endTime),
      // A renewal keeps the driver's space: each rule's own count, not the lot's free spaces.
      rules: renewalRules(db, pass).map((x) => ({ ...toRule(db, x), leftNum: x.leftNum })),
    };
    return result;
  });

  registerBagApplications(r);
  registerBagPayments(r);
  registerBagPasses(r);
  registerPlateMaterials(r);
  registerDisabledCertification(r);
}
