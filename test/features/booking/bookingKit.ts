import { backend } from '../../support/mockServer';

/** The mock's control API, as the dev server and Playwright reach it. */
export async function control(path: string, body: Record<string, unknown>) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

/** A's lock's faults and sensor (POST /__mock/locks/{lockId}). */
export const lockFault = (body: Record<string, unknown>, lockId = 'L50001') => control(`/__mock/locks/${lockId}`, body);

/** The next matching call fails (POST /__mock/faults). */
export const failNext = (path: string, times = 1) => control('/__mock/faults', { path, httpStatus: 500, times });

export const bookingCalls = (name: string) => backend.calls.list(`/api/v1/${name}`, 'POST');

export const lockInDb = (lockId = 'L50001') => backend.db.locks.find((l) => l.lockId === lockId)!;
