import { backend } from '../support/mockServer';

/**
 * The suite's clock (test/support/clockedEnvironment.js): every file starts at the same Beijing time of day, 10:00
 * unless TEST_CLOCK says otherwise, so nothing a test meets depends on the hour it runs. The app, the tests, the mock
 * and jest's fake timers read the one clock.
 */
const BEIJING = 8 * 3_600_000;
const minuteOfBeijingDay = (ms: number) => Math.floor(((ms + BEIJING) % 86_400_000) / 60_000);

function expectedStart(): number | null {
  const spec = process.env.TEST_CLOCK || '10:00';
  const hhmm = /^(\d{1,2}):(\d{2})$/.exec(spec);
  return hhmm ? Number(hhmm[1]) * 60 + Number(hhmm[2]) : null;
}

test('the file starts at the chosen Beijing time of day, and time flows', async () => {
  const start = expectedStart();
  if (start !== null) expect((minuteOfBeijingDay(Date.now()) - start + 1440) % 1440).toBeLessThan(5);
  const before = Date.now();
  await new Promise((r) => setTimeout(r, 20));
  expect(Date.now()).toBeGreaterThan(before);
  expect(new Date().getTime()).toBeGreaterThanOrEqual(before);
  expect(typeof Date()).toBe('string');
  expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  expect(new Date() instanceof Date).toBe(true);
});

test('the mock server reads the same clock', () => {
  expect(Math.abs(backend.clock.now() - Date.now())).toBeLessThan(1000);
});

test('jest’s fake timers start at the same clock, and leaving them brings it back', () => {
  const before = Date.now();
  jest.useFakeTimers();
  expect(Math.abs(Date.now() - before)).toBeLessThan(1000);
  jest.advanceTimersByTime(60_000);
  expect(Date.now() - before).toBeGreaterThanOrEqual(60_000);
  jest.useRealTimers();
  expect(Math.abs(Date.now() - before)).toBeLessThan(1000);
  expect(Math.abs(backend.clock.now() - Date.now())).toBeLessThan(1000);
});
