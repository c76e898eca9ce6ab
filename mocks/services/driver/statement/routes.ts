import type { StatementCsv, StatementMailSent } from '../../../../src/api/driver/statement.types';
import { emailProblem, normalizeEmail } from '../../../../src/lib/email';
import { badRequest } from '../../../core/fail';
import type { MockContext, MockRouter } from '../../../core/router';
import { optStr } from '../../../core/validate';
import { wireTime } from '../../../core/wireTime';
import { statementCsv } from './csv';
import { fileNameOf, readParams, statementOf } from './statement';

/**
 * The driver's statement and its exports: the CSV and the mail are written from the same lines the
 * statement shows. GET /__mock/mailbox reads the mails "sent" (the mock's outbox), for tests.
 */

/** 'driver@example.com' → 'dr***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

function csvOf(ctx: MockContext): StatementCsv {
  const params = readParams(ctx);
  return { fileName: fileNameOf(ctx.db, params), csv: statementCsv(statementOf(ctx, params)) };
}

export function registerStatementRoutes(r: MockRouter) {
  r.get('/driver/v2/api/statement', (ctx) => statementOf(ctx, readParams(ctx)));

  r.get('/driver/v2/api/statement/csv', csvOf);

  r.post('/driver/v2/api/statement/mail', (ctx) => {
    const driver = ctx.requireDriver();
    const raw = optStr(ctx.req.input, 'email') ?? '';
    if (normalizeEmail(raw) === '') badRequest('请填写接收账单的邮箱');
    const problem = emailProblem(raw);
    if (problem) badRequest(problem);
    const email = normalizeEmail(raw);
    const { fileName, csv } = csvOf(ctx);
    const now = ctx.now();
    const mailId = ctx.db.seq.next('SM');
    ctx.db.statementMails.push({ mailId, driverId: driver.driverId, email, fileName, csv, sentAt: now });
    const sent: StatementMailSent = { mailId, email: maskEmail(email), sentAt: wireTime(now) };
    return sent;
  });

  r.get('/__mock/mailbox', ({ db }) => ({ results: db.statementMails.map((m) => ({ ...m, sentAt: wireTime(m.sentAt) })) }));
}
