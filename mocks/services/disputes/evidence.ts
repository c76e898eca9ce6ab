import { DISPUTE_CODES, type Dispute, type DisputeEvidence } from '../../../src/api/driver/disputes.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext } from '../../core/router';
import { oneOf, optStr } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import { billsOfDriver, formatPlate, parkInfo } from '../charge/bills';
import { writableNote } from './notes';
import { disputeOf } from './readDisputes';

const MAX_PICTURES = 3;
const MAX_NOTE = 200;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;

function pictures(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.some((u) => typeof u !== 'string' || u === '')) badRequest('图片格式不正确');
  if (raw.length === 0) badRequest('请至少上传1张照片');
  if (raw.length > MAX_PICTURES) badRequest(`最多上传${MAX_PICTURES}张图片`);
  return raw as string[];
}

function noteText(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') badRequest('说明格式不正确');
  const text = (raw ?? '').trim();
  if ([...text].length > MAX_NOTE) badRequest(`说明不能超过${MAX_NOTE}个字`);
  if (EMOJI.test(text)) badRequest('说明不能包含表情符号');
  return text;
}

/**
 * A receipt proves the car left: a paid bill of one of the driver's plates, at another lot than the disputed one,
 * whose exit came after the disputed bill began. Anything else is refused with what a good one looks like.
 */
function receiptOf(ctx: MockContext, driverId: string, uniqueId: string, billStartedAt: number, parkId: string | null): NonNullable<DisputeEvidence['receipt']> {
  const bill = billsOfDriver(ctx.db, driverId).find((o) => o.uniqueId === uniqueId);
  const fits = bill && bill.state === 'paid' && bill.outTime !== null && bill.outTime > billStartedAt && bill.parkId !== parkId;
  if (!bill || !fits || bill.outTime === null) {
    throw new MockFail(DISPUTE_CODES.badReceipt, '该凭证不能证明车辆已离场：请选择您名下车辆在其他停车场已缴费、且出场时间晚于本次入场时间的记录');
  }
  return { uniqueId: bill.uniqueId, parkName: parkInfo(ctx.db, bill.parkId).parkName, outTime: wireTime(bill.outTime), formatPlateNo: formatPlate(bill.plateNo) };
}

/** POST /driver/v2/api/disputes/{disputeId}/evidence: photos or a receipt; answers the dispute as it now stands. */
export function addEvidence(ctx: MockContext): Dispute {
  const driver = ctx.requireDriver();
  const now = ctx.now();
  const id = ctx.req.params.disputeId ?? '';
  const found = disputeOf(ctx.db, driver.driverId, id, now);
  if (!found) notFound('未找到该申诉');
  const kind = oneOf(ctx.req.input, 'kind', '证据类型', ['photo', 'receipt'] as const);
  const note = noteText(ctx.req.input.note);
  if (!found.dispute.open) throw new MockFail(DISPUTE_CODES.closed, '该申诉已有处理结果，不能再补充证据');
  const pics = kind === 'photo' ? pictures(ctx.req.input.pictures) : [];
  const receipt = kind === 'receipt' ? receiptOf(ctx, driver.driverId, optStr(ctx.req.input, 'receiptUniqueId') ?? '', found.billStartedAt, found.parkId) : null;
  const item: DisputeEvidence = { evidenceId: ctx.db.seq.next('EV'), kind, pictures: pics, receipt, note, addedAt: wireTime(now) };
  writableNote(ctx.db, id).evidence.push({ item, at: now });
  const after = disputeOf(ctx.db, driver.driverId, id, now);
  if (!after) notFound('未找到该申诉');
  return after.dispute;
}
