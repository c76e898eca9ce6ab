import * as v from 'valibot';
import { batchOfPageBeacon, FieldPageBeacon } from '../../../src/api/basic/fieldPageBeacon';
import { FIELD_REPORTS_PATH, FieldReportBatch, type FieldReportAnswer } from '../../../src/api/basic/fieldReports.types';
import { badRequest } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { keepFieldBatch, summarizeFieldReports } from '../../db/fieldReports';

/**
 * The monitoring backend's side of field reports: it keeps each batch that is what the contract says (anything else
 * is refused whole, as a real collector must: a report is never half-trusted) and answers the sample rate.
 *
 * Control calls (the monitoring console's view, `npm run field-report`):
 * - `GET /__mock/fieldReports`: the summary (p75 and counts by route × client, errors by count, failed calls);
 *   `?raw=1` adds every kept record (what the privacy test reads).
 * - `DELETE /__mock/fieldReports`: forget them.
 * - `POST /__mock/fieldReports/sampleRate {rate}`: the share of page views asked to report from the next batch on.
 */
export function registerFieldReports(r: MockRouter) {
  r.post(FIELD_REPORTS_PATH, ({ db, req, now }): FieldReportAnswer => {
    // The page's own beacon before the app started: the server makes its records, by the field code's rules.
    const beacon = v.safeParse(FieldPageBeacon, req.body);
    const parsed = beacon.success
      ? v.safeParse(FieldReportBatch, batchOfPageBeacon(beacon.output, req.headers['user-agent'] ?? ''))
      : v.safeParse(FieldReportBatch, req.body);
    if (!parsed.success) badRequest('上报内容格式不正确');
    keepFieldBatch(db, parsed.output, now());
    return { sampleRate: db.fieldSampleRate };
  });

  r.get('/__mock/fieldReports', ({ db, req }) => ({
    ...summarizeFieldReports(db.fieldReports),
    ...(req.query.raw === '1' ? { raw: db.fieldReports } : {}),
  }));

  r.delete('/__mock/fieldReports', ({ db }) => {
    db.fieldReports = [];
    return null;
  });

  r.post('/__mock/fieldReports/sampleRate', ({ db, req }) => {
    const rate = Number(req.input.rate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) badRequest('rate 须为0到1之间的数');
    db.fieldSampleRate = rate;
    return { sampleRate: rate };
  });
}
