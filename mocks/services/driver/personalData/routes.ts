import type {
  PersonalData, PersonalDataExport, PersonalDataExportList, TrailDeletion,
} from '../../../../src/api/driver/personalData.types';
import { PERSONAL_DATA_CODES } from '../../../../src/api/driver/personalData.types';
import type { Db } from '../../../db';
import type { DriverRecord } from '../../../db/accounts';
import { MockFail, notFound } from '../../../core/fail';
import type { MockRouter } from '../../../core/router';
import { wireTime } from '../../../core/wireTime';
import { zip } from '../../../core/zip';
import { categoriesOf, csvOf, maskPhone, summaryOf } from './data';
import { deleteTrail, previewTrail } from './trail';

/**
 * 我的数据 (PIPL Art. 44–47): every category held for the signed-in driver, a copy made by the server (ready 2 minutes
 * after it is asked for on the mock's clock, served for 24 hours, only to the driver who asked), and deleting the
 * location trail older than a date. The exports table is this service's own, kept on the db beside the others.
 */

export const EXPORT_READY_MS = 2 * 60_000;
export const EXPORT_TTL_MS = 24 * 3600_000;

export interface PersonalDataExportRecord {
  exportId: string;
  driverId: string;
  requestedAt: number;
  /** The copy as it was when asked for: everything.json and one CSV per category. */
  files: { name: string; text: string }[];
}

export function exportsOf(db: Db): PersonalDataExportRecord[] {
  const d = db as Db & { personalDataExports?: PersonalDataExportRecord[] };
  d.personalDataExports ??= [];
  return d.personalDataExports;
}

function stateOf(e: PersonalDataExportRecord, now: number): 'preparing' | 'ready' | 'expired' {
  const readyAt = e.requestedAt + EXPORT_READY_MS;
  if (now < readyAt) return 'preparing';
  return now < readyAt + EXPORT_TTL_MS ? 'ready' : 'expired';
}

function fileNameOf(e: PersonalDataExportRecord): string {
  return `我的数据_${wireTime(e.requestedAt, 'YYYY-MM-DD')}.zip`;
}

function wire(e: PersonalDataExportRecord, now: number): PersonalDataExport {
  const readyAt = e.requestedAt + EXPORT_READY_MS;
  return {
    exportId: e.exportId,
    state: stateOf(e, now),
    requestedAt: wireTime(e.requestedAt),
    readyAt: wireTime(readyAt),
    expiresAt: wireTime(readyAt + EXPORT_TTL_MS),
    fileName: fileNameOf(e),
  };
}

function copyOf(db: Db, driver: DriverRecord, now: number): { name: string; text: string }[] {
  const categories = categoriesOf(db, driver, now);
  const everything = {
    exportedAt: wireTime(now),
    driverId: driver.driverId,
    categories: categories.map((c) => ({ ...summaryOf(c), records: c.rows })),
  };
  return [
    { name: 'everything.json', text: JSON.stringify(everything, null, 2) },
    ...categories.map((c) => ({ name: `${c.kind}.csv`, text: csvOf(c.rows) })),
  ];
}

export function registerPersonalDataRoutes(r: MockRouter) {
  r.get('/driver/v2/api/personalData', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const answer: PersonalData = {
      account: { maskedPhone: maskPhone(driver.phone), userName: driver.userName, nickName: driver.nickName, registeredAt: wireTime(driver.registeredAt) },
      categories: categoriesOf(db, driver, now()).map(summaryOf),
      serverTime: wireTime(now()),
    };
    return answer;
  });

  // One copy in the making at a time: asking again (a double tap, a retry after a lost answer) answers that one.
  r.post('/driver/v2/api/personalData/exports', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const list = exportsOf(db);
    const making = list.find((e) => e.driverId === driver.driverId && stateOf(e, now()) === 'preparing');
    if (making) return wire(making, now());
    const e: PersonalDataExportRecord = { exportId: db.seq.next('PD'), driverId: driver.driverId, requestedAt: now(), files: copyOf(db, driver, now()) };
    list.push(e);
    return wire(e, now());
  });

  r.get('/driver/v2/api/personalData/exports', ({ db, requireDriver, now }) => {
    const driver = requireDriver();
    const mine = exportsOf(db).filter((e) => e.driverId === driver.driverId).sort((a, b) => b.requestedAt - a.requestedAt);
    const answer: PersonalDataExportList = { results: mine.map((e) => wire(e, now())), serverTime: wireTime(now()) };
    return answer;
  });

  r.get('/driver/v2/api/personalData/exports/{exportId}/file', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const e = exportsOf(db).find((x) => x.exportId === req.params.exportId);
    if (!e) notFound('导出记录不存在');
    if (e.driverId !== driver.driverId) throw new MockFail(PERSONAL_DATA_CODES.notYours, '该文件不属于当前登录的账号', 403);
    const state = stateOf(e, now());
    if (state === 'preparing') throw new MockFail(PERSONAL_DATA_CODES.notReady, '文件仍在生成中，请稍后再试');
    if (state === 'expired') throw new MockFail(PERSONAL_DATA_CODES.expired, '下载已过期（有效期24小时），请重新申请导出', 410);
    const bytes = zip(e.files.map((f) => ({ name: f.name, data: f.text })), e.requestedAt);
    return new Response(bytes, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileNameOf(e))}`,
        'Cache-Control': 'no-store',
      },
    });
  });

  r.get('/driver/v2/api/personalData/trail/preview', ({ db, req, requireDriver, now }) => previewTrail(db, requireDriver().driverId, req.input.before, now()));

  r.post('/driver/v2/api/personalData/trail/deletions', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const done = deleteTrail(db, driver.driverId, req.input.before, now());
    const answer: TrailDeletion = { before: done.before, deleted: done.deletable, kept: done.kept, deletedAt: wireTime(now()) };
    return answer;
  });
}
