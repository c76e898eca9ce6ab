import * as v from 'valibot';
import { CspReportUriBody, ReportingApiBatch, SECURITY_REPORTS_PATH } from '../../../src/api/basic/securityReports.types';
import { badRequest } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import type { Input } from '../../core/validate';
import { keepViolations, summarizeViolations, violationsOf } from '../../db/securityReports';

/** The body as the browser sent it: the backend keeps a JSON array as `{_: [...]}` (backend.ts readBody). */
function sent(body: Input): unknown {
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === '_' ? body._ : body;
}

/**
 * The monitoring backend's side of the security policy's reports (docs/rules/field-reports.md, "Security policy
 * violations"). Browsers send them by themselves, without the app's headers or a token, as `application/csp-report`
 * (one `{"csp-report": …}`) or `application/reports+json` (an array; reports of other types are ignored); a beacon's
 * `text/plain` is read the same way. A body that is neither shape is refused whole (400), like a field batch. Only
 * what the rule allows of each violation is kept; the answer is `data: null` (the browser never reads it).
 *
 * Control calls (the console's view, `npm run field-report`, the end-to-end tests):
 * - `GET /__mock/securityReports`: `{total, lastSeq, violations}` by directive × blocked kind × route, newest first;
 *   `?after=<lastSeq of an earlier read>` counts only what came since; `?raw=1` adds the kept rows.
 * - `DELETE /__mock/securityReports`: forget them.
 */
export function registerSecurityReports(r: MockRouter) {
  r.post(SECURITY_REPORTS_PATH, ({ db, req, now }) => {
    const body = sent(req.body);
    const parsed = Array.isArray(body) ? v.safeParse(ReportingApiBatch, body) : v.safeParse(CspReportUriBody, body);
    if (!parsed.success) badRequest('上报内容格式不正确');
    keepViolations(db, violationsOf(parsed.output), now());
    return null;
  });

  r.get('/__mock/securityReports', ({ db, req }) => {
    const after = Number(req.query.after ?? 0);
    if (!Number.isInteger(after) || after < 0) badRequest('after 须为不小于0的整数');
    return {
      ...summarizeViolations(db, after),
      ...(req.query.raw === '1' ? { raw: db.securityReports } : {}),
    };
  });

  r.delete('/__mock/securityReports', ({ db }) => {
    db.securityReports = [];
    return null;
  });
}
