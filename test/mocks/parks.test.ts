import { dealerParksApi } from '@/api/dealer/parks';
import { setupStore } from '@/app/store';
import { CENTER } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

const at = { destLng: CENTER.lng, destLat: CENTER.lat };

async function post(path: string, body: unknown) {
  const res = await fetch(`http://localhost/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ClientType: '2' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string };
}

describe('POST /dealer/v2/api/suitParks', () => {
  test("a driver's period-pass lot first, then open lots with spaces, nearest first within each", async () => {
    signInAs('A');
    const r = await store().dispatch(dealerParksApi.endpoints.suitParkPages.initiate(at)).unwrap();
    const rows = r.pages[0]!.results;
    expect(rows[0]).toMatchObject({ parkId: 'P1007', suitReason: '您的月卡车场', myPass: { plateNo: '粤B12345' } });
    const rest = rows.slice(1);
    expect(rest.every((p) => p.isOnline === 1 && p.leftParkSpaceNum > 0 && p.payTypes.length > 0 && p.myPass === null)).toBe(true);
    expect(rest.map((p) => p.distance)).toEqual([...rest.map((p) => p.distance)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // The expired pass (P1005, ended 90 days ago) does not count.
    expect(rows.find((p) => p.parkId === 'P1005')?.myPass).toBeNull();
  });

  test('a visitor gets the open lots only; no point is refused', async () => {
    const r = await store().dispatch(dealerParksApi.endpoints.suitParkPages.initiate(at)).unwrap();
    expect(r.pages[0]!.results.some((p) => p.myPass)).toBe(false);
    expect(await post('/dealer/v2/api/suitParks', {})).toMatchObject({ code: '400', msg: '缺少定位经纬度，请开启定位后重试' });
  });
});

describe('POST /dealer/v2/api/balanceParks', () => {
  test('lots whose pay types include the balance; onlyAvailable keeps online ones with a space', async () => {
    const s = store();
    const all = (await s.dispatch(dealerParksApi.endpoints.balanceParkPages.initiate(at)).unwrap()).pages[0]!;
    expect(all.total).toBe(8);
    expect(all.results.every((p) => p.payTypes.includes(6))).toBe(true);
    backend.db.parks.find((p) => p.parkId === 'P1002')!.leftParkSpaceNum = 0;
    const open = (await s.dispatch(dealerParksApi.endpoints.balanceParkPages.initiate({ ...at, onlyAvailable: 1 })).unwrap()).pages[0]!;
    expect(open.total).toBe(7);
    expect(open.results.some((p) => p.parkId === 'P1002')).toBe(false);
    expect(await post('/dealer/v2/api/balanceParks', { ...at, onlyAvailable: 2 })).toMatchObject({ code: '400', msg: 'onlyAvailable只能为0或1' });
  });

  test('pages: page 2 of 5 a page', async () => {
    const res = await fetch('http://localhost/api/dealer/v2/api/balanceParks', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...at, pageNo: 2, pageSize: 5 }),
    });
    const body = (await res.json()) as { data: { results: unknown[]; total: number; pageNo: number } };
    expect(body.data).toMatchObject({ total: 8, pageNo: 2 });
    expect(body.data.results).toHaveLength(3);
  });
});
