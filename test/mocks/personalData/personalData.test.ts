import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchPersonalDataFile, personalDataApi } from '@/api/driver/personalData';
import { setupStore } from '@/app/store';
import { crc32, zip } from '@mocks/core/zip';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { saveTokens } from '@/session/tokens';
import { fakeNavigator, fakePlatform, fakeUi } from '../../support/fakes';
import { backend } from '../../support/mockServer';
import { signInAs } from '../../support/session';
import { seedOldTrail } from './trailKit';

const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
const MIN = 60_000;
/** unzip prints UTF-8 names as such only in a UTF-8 locale. */
const UTF8 = { ...process.env, LC_ALL: 'C.UTF-8' };

/** The zip written to a file and read back by the machine's own unzip. */
function unzip(bytes: Uint8Array, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'zip-'));
  const file = join(dir, 'copy.zip');
  writeFileSync(file, bytes);
  return execFileSync('unzip', [...args, file], { encoding: 'utf8', env: UTF8 });
}

describe('mocks/core/zip', () => {
  test('CRC-32 is the standard one', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  test('stored entries with UTF-8 names come back whole from unzip, checked (-t) and listed', () => {
    const bytes = zip([{ name: 'everything.json', data: '{"a":1}' }, { name: '停车记录.csv', data: '\uFEFF车牌,时间\r\n京A12345,2026-11-26\r\n' }], Date.UTC(2026, 10, 26, 2));
    expect(unzip(bytes, ['-t'])).toMatch(/No errors detected/);
    expect(unzip(bytes, ['-Z1'])).toBe('everything.json\n停车记录.csv\n');
    expect(unzip(bytes, ['-p'])).toBe('{"a":1}\uFEFF车牌,时间\r\n京A12345,2026-11-26\r\n');
  });
});

describe('GET personalData', () => {
  test('every category for the signed-in driver, counted from where it lives', async () => {
    signInAs('A');
    const s = store();
    const data = await s.dispatch(personalDataApi.endpoints.personalData.initiate()).unwrap();
    expect(data.account).toMatchObject({ maskedPhone: '138****8000' });
    expect(data.categories.map((c) => c.kind)).toEqual(['account', 'plates', 'plateClaims', 'vinClaims', 'parking', 'charging', 'payments', 'invoices', 'serviceRequests', 'devices', 'consents']);
    const count = (k: string) => data.categories.find((c) => c.kind === k)!.count;
    const db = backend.db;
    expect(count('plates')).toBe(db.plates.filter((p) => p.driverId === DRIVER_A).length);
    const plates = new Set(db.plates.filter((p) => p.driverId === DRIVER_A).map((p) => p.plateNo));
    expect(count('parking')).toBe(db.parkOrders.filter((o) => plates.has(o.plateNo)).length);
    expect(count('charging')).toBe(db.chargingOrders.filter((o) => o.driverId === DRIVER_A).length);
    expect(count('invoices')).toBe(db.invoices.filter((i) => i.driverId === DRIVER_A).length);
    expect(count('devices')).toBeGreaterThanOrEqual(1);
    for (const c of data.categories) expect(c.purpose).toMatch(/。$/);
  });

  test('a visitor is refused', async () => {
    const s = store();
    const r = await s.dispatch(personalDataApi.endpoints.personalData.initiate());
    expect(r.error).toMatchObject({ code: '401' });
  });
});

describe('exports', () => {
  test('preparing, ready 2 minutes later on the clock, expired 24 hours after; the file is a zip of every category', async () => {
    signInAs('A');
    const s = store();
    const asked = await s.dispatch(personalDataApi.endpoints.requestPersonalDataExport.initiate()).unwrap();
    expect(asked.state).toBe('preparing');
    // Asking again while it is made answers the same copy (a double tap, a lost answer).
    const again = await s.dispatch(personalDataApi.endpoints.requestPersonalDataExport.initiate()).unwrap();
    expect(again.exportId).toBe(asked.exportId);
    expect(await fetchPersonalDataFile(asked.exportId)).toEqual({ ok: false, msg: '文件仍在生成中，请稍后再试' });

    backend.clock.advance(2 * MIN);
    const list = await s.dispatch(personalDataApi.endpoints.personalDataExports.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(list.results.map((e) => [e.exportId, e.state])).toEqual([[asked.exportId, 'ready']]);
    const file = await fetchPersonalDataFile(asked.exportId);
    if (!file.ok) throw new Error(file.msg);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(unzip(bytes, ['-Z1']).trim().split('\n')).toEqual([
      'everything.json', 'account.csv', 'plates.csv', 'plateClaims.csv', 'vinClaims.csv', 'parking.csv', 'charging.csv', 'payments.csv', 'invoices.csv', 'serviceRequests.csv', 'devices.csv', 'consents.csv',
    ]);
    const everything = JSON.parse(execFileSync('unzip', ['-p', writeTmp(bytes), 'everything.json'], { encoding: 'utf8' })) as { driverId: string; categories: { kind: string; records: unknown[] }[] };
    expect(everything.driverId).toBe(DRIVER_A);
    expect(everything.categories.find((c) => c.kind === 'parking')!.records.length).toBeGreaterThan(0);
    expect(execFileSync('unzip', ['-p', writeTmp(bytes), 'plates.csv'], { encoding: 'utf8' })).toMatch(/^\uFEFFplateNo,.*\r\n京A12345,/);

    // Another driver's token is refused, and so is the copy once its 24 hours are over.
    signInAs('B');
    expect(await fetchPersonalDataFile(asked.exportId)).toEqual({ ok: false, msg: '该文件不属于当前登录的账号' });
    backend.clock.advance(24 * 60 * MIN);
    // A token of the mock's now (the demo's own would have run out with the clock).
    saveTokens(issueTokenPair(backend.db, DRIVER_A, backend.clock.now()));
    expect(await fetchPersonalDataFile(asked.exportId)).toEqual({ ok: false, msg: '下载已过期（有效期24小时），请重新申请导出' });
    const later = await s.dispatch(personalDataApi.endpoints.personalDataExports.initiate(undefined, { forceRefetch: true })).unwrap();
    expect(later.results[0]?.state).toBe('expired');
  });
});

function writeTmp(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'copy.zip');
  writeFileSync(file, bytes);
  return file;
}

describe('trail deletion', () => {
  test('the preview says what would go and what the law keeps; the deletion does exactly that, for this driver only', async () => {
    signInAs('A');
    const { before } = seedOldTrail();
    const s = store();
    const preview = await s.dispatch(personalDataApi.endpoints.trailPreview.initiate({ before })).unwrap();
    expect(preview.deletable).toEqual({ parking: 2, charging: 1 });
    expect(preview.kept.map((k) => [k.id, k.reason])).toEqual([
      ['UOLD03', 'unsettled'], ['UOLD04', 'invoiced'], ['UOLD05', 'disputed'], ['COLD02', 'unsettled'],
    ]);
    // Nothing changed by asking.
    expect(backend.db.parkOrders.some((o) => o.uniqueId === 'UOLD01')).toBe(true);

    const done = await s.dispatch(personalDataApi.endpoints.deleteTrail.initiate({ before })).unwrap();
    expect(done.deleted).toEqual({ parking: 2, charging: 1 });
    expect(done.kept).toHaveLength(4);
    const ids = backend.db.parkOrders.map((o) => o.uniqueId);
    expect(ids).not.toContain('UOLD01');
    expect(ids).not.toContain('UOLD02');
    expect(ids).toEqual(expect.arrayContaining(['UOLD03', 'UOLD04', 'UOLD05', 'UOLD06']));
    expect(backend.db.chargingOrders.map((o) => o.orderNo)).toEqual(expect.arrayContaining(['COLD02']));
    expect(backend.db.chargingOrders.map((o) => o.orderNo)).not.toContain('COLD01');
    // Records after the date are untouched; a second deletion finds nothing more.
    expect(ids).toEqual(expect.arrayContaining(['U20003', 'U20004']));
    const second = await s.dispatch(personalDataApi.endpoints.deleteTrail.initiate({ before })).unwrap();
    expect(second.deleted).toEqual({ parking: 0, charging: 0 });
  });

  test('a date that is not one, or after today, is refused', async () => {
    signInAs('A');
    const s = store();
    await expect(s.dispatch(personalDataApi.endpoints.trailPreview.initiate({ before: '2026-02-30' })).unwrap()).rejects.toMatchObject({ msg: '请选择正确的日期' });
    await expect(s.dispatch(personalDataApi.endpoints.deleteTrail.initiate({ before: '2999-01-01' })).unwrap()).rejects.toMatchObject({ msg: '日期不能晚于今天' });
  });
});
