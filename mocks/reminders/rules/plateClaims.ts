import { href, paths } from '../../../src/lib/paths';
import { formatPlate } from '../../services/charge/bills';
import type { ReminderDue, ReminderRule } from '../types';

/**
 * Claims of a plate (mocks/services/plateClaims.ts). The holder is told when a claim is made (while it waits: one
 * withdrawn or decided before it went out is not said) and when the plate is taken from them, never who claimed it;
 * the claimant when it is decided. A decision stays true once made, so those are returned for good.
 */
export const plateClaimReminders: ReminderRule = (db) => db.plateClaims.flatMap((c): ReminderDue[] => {
  const plate = formatPlate(c.plateNo);
  const out: ReminderDue[] = [];
  const holderUrl = paths.carManage;
  const claimantUrl = href(paths.plateClaim, { claimId: c.claimId });
  if (c.state === 1) {
    out.push({
      key: `plateClaim:made:${c.claimId}`, driverId: c.holderId, kind: 'plateClaim', dueAt: c.submittedAt, url: holderUrl,
      title: '您绑定的车辆收到认领申请',
      body: `有用户提交了${plate}的行驶证申请认领该车牌，平台正在核实。核实通过后该车牌将从您的账号解绑，其无感支付同时解约；如有疑问请联系客服。`,
    });
  }
  if (c.reviewedAt === null) return out;
  if (c.state === 2) {
    if (c.movedFrom !== null) {
      out.push({
        key: `plateClaim:moved:${c.claimId}`, driverId: c.movedFrom, kind: 'plateClaim', dueAt: c.reviewedAt, url: holderUrl,
        title: '车牌已被认领',
        body: `经核实，${plate}已由行驶证登记的车主认领，已从您的账号解绑，该车牌的无感支付已解约。您在该车牌上的月卡仍归您所有，如需退款或更换车牌请联系客服。`,
      });
    }
    out.push({
      key: `plateClaim:approved:${c.claimId}`, driverId: c.claimantId, kind: 'plateClaim', dueAt: c.reviewedAt, url: claimantUrl,
      title: '车牌认领已通过', body: `${plate}已绑定到您的账号。`,
    });
  }
  if (c.state === 3) {
    out.push({
      key: `plateClaim:rejected:${c.claimId}`, driverId: c.claimantId, kind: 'plateClaim', dueAt: c.reviewedAt, url: claimantUrl,
      title: '车牌认领未通过', body: `${plate}的认领申请未通过：${(c.rejectReason ?? '').replace(/[。.！!]+$/, '')}。您可以核对资料后重新申请。`,
    });
  }
  return out;
});
