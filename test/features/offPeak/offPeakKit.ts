import { backend } from '../../support/mockServer';

/** The mock's control API, as the dev server and Playwright reach it. */
export async function control(path: string, body: Record<string, unknown>) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

/** The next matching call fails (POST /__mock/faults). */
export const failNext = (path: string, times = 1) => control('/__mock/faults', { path, httpStatus: 500, times });

export const bookingCalls = (name: string) => backend.calls.list(`/api/v1/${name}`, 'POST');
