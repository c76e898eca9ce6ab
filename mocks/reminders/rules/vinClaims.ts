import { href, paths } from '../../../src/lib/paths';
import type { ReminderDue, ReminderRule } from '../types';

/**
 * Claims of a charging VIN (mocks/services/cps/vinClaims.ts), as plateClaims.ts tells of a plate's. The holder is
 * told when a claim is made (while it waits: one withdrawn or decided before it went out is not said) and when the
 * VIN is taken from them, never who claimed it; the claimant when it is decided. A VIN is named by its last six
 * characters: a reminder may show on a locked screen. A decision stays true once made, so those are returned for good.
 */
export const vinClaimReminders: ReminderRule = (db) => db.vinClaims.flatMap((c): ReminderDue[] => {
  const vin = `尾号为${c.vin.slice(-6)}的VIN码`;
  const out: ReminderDue[] = [];
  const holderUrl = paths.chargingVinManage;
  const claimantUrl = href(paths.vinClaim, { claimId: c.claimId });
  if (c.state === 1) {
    out.push({
      key: `vinClaim:made:${c.claimId}`, driverId: c.holderId, kind: 'vinClaim', dueAt: c.submittedAt, url: holderUrl,
      title: '您添加的VIN码收到认领申请',
      body: `有用户提交了行驶证申请认领${vin}，平台正在核实。核实通过后该VIN码将从您的账号移除，即插即充将不再以它识别您的车辆；如有疑问请联系客服。`,
    });
  }
  if (c.reviewedAt === null) return out;
  if (c.state === 2) {
    if (c.movedFrom !== null) {
      out.push({
        key: `vinClaim:moved:${c.claimId}`, driverId: c.movedFrom, kind: 'vinClaim', dueAt: c.reviewedAt, url: holderUrl,
        title: 'VIN码已被认领',
        body: `经核实，${vin}已由行驶证登记的车主认领，已从您的账号移除，即插即充不再以它识别您的车辆。如有疑问请联系客服。`,
      });
    }
    out.push({
      key: `vinClaim:approved:${c.claimId}`, driverId: c.claimantId, kind: 'vinClaim', dueAt: c.reviewedAt, url: claimantUrl,
      title: 'VIN认领已通过', body: `${vin}已添加到您的账号，插枪即可即插即充。`,
    });
  }
  if (c.state === 3) {
    out.push({
      key: `vinClaim:rejected:${c.claimId}`, driverId: c.claimantId, kind: 'vinClaim', dueAt: c.reviewedAt, url: claimantUrl,
      title: 'VIN认领未通过', body: `${vin}的认领申请未通过：${(c.rejectReason ?? '').replace(/[。.！!]+$/, '')}。您可以核对资料后重新申请。`,
    });
  }
  return out;
});
