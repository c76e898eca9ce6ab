import type { Db } from '../../db';
import type { BagPassRecord, BagRuleRecord } from '../../db/periodPasses';
import { materialOf } from './plateMaterials';
import { certifiedPlate } from './records';
import { plateColorOf, RENEW_WINDOW_MS, rulesOnSale } from './rules';

/**
 * Whether and with what a pass may be renewed: one answer for checkRenewable and for the renewal itself. A renewal
 * keeps the driver's space, so it takes none of the lot's; a rule that has nothing left to sell takes no renewals
 * either (the lot stopped selling it).
 */

/** The lot already holds the owner's materials for this pass: from its approved application, or per plate. */
function materialsOnFile(db: Db, pass: BagPassRecord): boolean {
  const app = db.bagApplications.find((a) => a.applicationId === pass.applicationId);
  if (app?.materials && app.approvedAt !== null) return true;
  return pass.plates.every((p) => materialOf(db, pass.driverId, p)?.state === 2);
}

/** Rules on sale at the pass's lot that take every plate of it, with materials on file where asked, and the certification where asked. */
export function renewalRules(db: Db, pass: BagPassRecord): BagRuleRecord[] {
  const colours = pass.plates.map((p) => plateColorOf(db, p));
  const certified = certifiedPlate(db, pass.driverId);
  return rulesOnSale(db, pass.parkId).filter((r) =>
    colours.every((c) => r.plateColors.includes(c)) &&
    r.maxPlates >= pass.plates.length &&
    (!r.needMaterials || materialsOnFile(db, pass)) &&
    (!r.disabledOnly || (pass.plates.length === 1 && pass.plates[0] === certified)));
}

/** Why the pass cannot be renewed now, in the driver's words; null when it can. */
export function renewBlocker(db: Db, pass: BagPassRecord, now: number): string | null {
  if (pass.cancelledAt !== null) return '月卡已退订，请重新办理';
  if (pass.endTime - now > RENEW_WINDOW_MS) return '月卡到期前30天内才可续费';
  if (now - pass.endTime > RENEW_WINDOW_MS) return '月卡已过期超过30天，请重新办理';
  const rules = renewalRules(db, pass);
  if (!rules.length) return '该停车场暂无可续费的月卡规则';
  if (rules.every((r) => r.leftNum === 0)) return '该停车场月卡名额已满';
  return null;
}
