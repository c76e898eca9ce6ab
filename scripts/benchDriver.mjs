/**
 * Driver A of the mock's seed for the benchmarks that measure a signed-in driver (bench:lighthouse,
 * bench:deep-links): signing in through the login API, and the mock's call log as proof that a run was signed in.
 */
export const DRIVER_A = { phone: '13800138000', password: 'Driver@2026' };

/** Driver A's token pair. The app reads it from document.cookie: a browser takes it as the cookies token and refreshToken. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/auth/v2/api/driver/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DRIVER_A),
  });
  const body = await res.json();
  if (body.code !== '200') throw new Error(`driver A login failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** How many calls the mock has received with this token: proof that a run was really signed in. */
export async function callsWith(base, token) {
  const body = await (await fetch(`${base}/__mock/calls`)).json();
  return (body.data ?? []).filter((c) => c.headers?.authorization === token).length;
}
