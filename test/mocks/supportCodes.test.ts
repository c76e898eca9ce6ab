import { issueSupportCode } from '@mocks/services/basic/supportCodes';
import { wireTime } from '@mocks/core/wireTime';
import { send } from '@/api/request';
import {
  SUPPORT_CODE_CODES, SUPPORT_CODE_FAILURE_WINDOW_MS, SUPPORT_CODE_LOCKOUT_MS, SUPPORT_CODE_MAX_FAILURES, SUPPORT_CODE_VERIFY_PATH,
} from '@/api/basic/debug.types';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

/** The app's own transport: one verify call with this driver's token (or none: a visitor). */
function verify(supportCode: string, token: string | undefined) {
  return send('basic', { url: SUPPORT_CODE_VERIFY_PATH, method: 'POST', body: { supportCode } }, token);
}

const WRONG = ['ABCD2345', 'ABCD2346', 'ABCD2347', 'ABCD2348', 'ABCD2349', 'ABCD234A', 'ABCD234B'];

function issue(requestNo = 'SR000001') {
  return issueSupportCode(backend.db, requestNo, backend.clock.now()).code;
}

/** Beijing HH:mm of the first whole minute at or after `ms` (a lockout's end). */
const minuteAfter = (ms: number) => wireTime(Math.ceil(ms / 60_000) * 60_000, 'HH:mm');

test('5 wrong codes within 15 minutes lock the case: the 6th is refused as locked with the time, the right code too; after 15 minutes it works', async () => {
  const { token } = signInAs('A');
  const code = issue();
  for (let i = 0; i < SUPPORT_CODE_MAX_FAILURES; i += 1) {
    await expect(verify(WRONG[i]!, token)).resolves.toMatchObject({ ok: false, error: { code: SUPPORT_CODE_CODES.wrong } });
  }
  // The 5th wrong code set the lockout, to end 15 minutes after it.
  const until = backend.db.supportCodeFailures.find((f) => f.key === 'SR000001')?.lockedUntil;
  expect(until).toEqual(expect.any(Number));
  const sixth = await verify(WRONG[5]!, token);
  expect(sixth).toEqual({
    ok: false,
    error: expect.objectContaining({ code: SUPPORT_CODE_CODES.locked, msg: `调试码错误次数过多，请于 ${minuteAfter(until!)} 后再试，或请客服重新发放调试码` }),
  });
  await expect(verify(code, token)).resolves.toMatchObject({ ok: false, error: { code: SUPPORT_CODE_CODES.locked } });
  backend.clock.advance(SUPPORT_CODE_LOCKOUT_MS - 60_000);
  await expect(verify(code, token)).resolves.toMatchObject({ ok: false, error: { code: SUPPORT_CODE_CODES.locked } });
  backend.clock.advance(60_000);
  await expect(verify(code, token)).resolves.toMatchObject({ ok: true, data: { requestNo: 'SR000001' } });
  // Afresh after the lockout: one wrong code is only wrong.
  await expect(verify(WRONG[6]!, token)).resolves.toMatchObject({ ok: false, error: { code: SUPPORT_CODE_CODES.wrong } });
});

test('wrong codes older than 15 minutes do not count', async () => {
  const { token } = signInAs('A');
  const code = issue();
  for (let i = 0; i < SUPPORT_CODE_MAX_FAILURES - 1; i += 1) await verify(WRONG[i]!, token);
  backend.clock.advance(SUPPORT_CODE_FAILURE_WINDOW_MS + 1000);
  for (let i = 0; i < SUPPORT_CODE_MAX_FAILURES - 1; i += 1) {
    await expect(verify(WRONG[i]!, token)).resolves.toMatchObject({ error: { code: SUPPORT_CODE_CODES.wrong } });
  }
  await expect(verify(code, token)).resolves.toMatchObject({ ok: true });
});

test("malformed codes and another driver's code count as wrong guesses", async () => {
  const b = signInAs('B');
  const othersCode = issue('SR000001');
  for (const guess of ['abc', 'ABCD2345', othersCode, 'ABCD2346', othersCode]) await verify(guess, b.token);
  await expect(verify(othersCode, b.token)).resolves.toMatchObject({ error: { code: SUPPORT_CODE_CODES.locked } });
  // The lockout is B's: A, whose case it is, still verifies.
  const a = signInAs('A');
  await expect(verify(othersCode, a.token)).resolves.toMatchObject({ ok: true });
});

test("a new code operations issue for the case lifts its lockout (请客服重新发放)", async () => {
  const { token } = signInAs('A');
  const first = issue();
  for (let i = 0; i < SUPPORT_CODE_MAX_FAILURES; i += 1) await verify(WRONG[i]!, token);
  await expect(verify(first, token)).resolves.toMatchObject({ error: { code: SUPPORT_CODE_CODES.locked } });
  const second = issue();
  await expect(verify(second, token)).resolves.toMatchObject({ ok: true });
});

test('a visitor cannot verify, not even the right code: 401, and nothing is counted', async () => {
  const code = issue();
  for (let i = 0; i < SUPPORT_CODE_MAX_FAILURES + 1; i += 1) {
    await expect(verify(WRONG[i]!, undefined)).resolves.toMatchObject({ ok: false, error: { code: '401', status: 401 } });
  }
  await expect(verify(code, undefined)).resolves.toMatchObject({ ok: false, error: { code: '401', msg: '请先登录后再验证调试码' } });
  const { token } = signInAs('A');
  await expect(verify(code, token)).resolves.toMatchObject({ ok: true });
});
