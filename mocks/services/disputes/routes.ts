import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import type { DisputeList } from '../../../src/api/driver/disputes.types';
import { registerDisputeReviews } from './decisions';
import { addEvidence } from './evidence';
import { writableNote } from './notes';
import { disputesOf } from './readDisputes';

const MAX_NEEDS = 5;

/**
 * The driver's disputes, one view over the domains' own records: GET /driver/v2/api/disputes (newest
 * first), GET …/{id}, POST …/{id}/evidence; the operator asks for more with POST /__mock/disputes/{id}/ask
 * {needs: string[]} and decides parking ones through POST /__mock/reviews/{id}.
 */
export function registerDisputes(r: MockRouter) {
  r.get('/driver/v2/api/disputes', (ctx) => {
    const driver = ctx.requireDriver();
    const list: DisputeList = { results: disputesOf(ctx.db, driver.driverId, ctx.now()) };
    return list;
  });

  r.get('/driver/v2/api/disputes/{disputeId}', (ctx) => {
    const driver = ctx.requireDriver();
    const found = disputesOf(ctx.db, driver.driverId, ctx.now()).find((d) => d.disputeId === ctx.req.params.disputeId);
    if (!found) notFound('未找到该申诉');
    return found;
  });

  r.post('/driver/v2/api/disputes/{disputeId}/evidence', addEvidence);

  r.post('/__mock/disputes/{disputeId}/ask', ({ db, req, now }) => {
    const id = req.params.disputeId ?? '';
    const raw = req.input.needs;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_NEEDS || raw.some((x) => typeof x !== 'string' || !x.trim())) badRequest('needs须为1至5条说明');
    const dispute = db.drivers.map((d) => disputesOf(db, d.driverId, now()).find((x) => x.disputeId === id)).find((x) => x);
    if (!dispute) notFound('未找到该申诉');
    if (!dispute.open) badRequest('该申诉已有处理结果');
    const note = writableNote(db, id);
    note.asked = (raw as string[]).map((x) => x.trim());
    note.askedAt = now();
    return { disputeId: id, state: 'needsEvidence', needs: note.asked };
  });

  registerDisputeReviews(r);
}
