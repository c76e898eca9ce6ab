import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';

/** A control call of the mock (POST /__mock/…), its answer's data. */
export async function control<T = unknown>(path: string, body: object = {}): Promise<T> {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: T };
  if (json.code !== '200') throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** A call of the app's API as a signed-in driver would make it, its answer's data. */
export async function api<T = unknown>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<{ code: string; msg: string; data: T }> {
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ClientType: '2', Authorization: token },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { code: string; msg: string; data: T };
}

export { endSeedSession } from '../../../support/chargingSeed';

/** Driver A's balance as the server holds it, in cents. */
export const balanceOfA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
