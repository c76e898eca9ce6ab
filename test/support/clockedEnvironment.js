/**
 * Jest's environment (jest-fixed-jsdom) on a clock of its own: each test file starts at the same time of the Beijing
 * day, whatever the hour the suite runs, and time then flows as usual. The mock's seed places its bookings, sessions
 * and bills relative to its start, and the app reads "today" and countdowns from the same clock, so a test meets the
 * same day every run instead of one that depends on when it was started (the seed's upcoming booking at a test's
 * 14:00 late in the morning, a price band that changes mid-test, a Beijing midnight between two calls).
 *
 * TEST_CLOCK picks the start: `HH:mm` (Beijing time, on today's Beijing date), an ISO instant
 * (`2026-03-02T23:50:00+08:00`), or `real` for the machine's clock. Default: DEFAULT_START. Run a file at several
 * hours with `TEST_CLOCK=23:50 npx jest test/mocks/reminders` to show it does not depend on the hour.
 *
 * Only the test's own realm moves: `Date` in the page and the tests (the mock backend reads it too), and
 * `jest.useFakeTimers()`, which starts its fake clock at this clock's now instead of the machine's. The date stays
 * today's, so what the runner itself keeps by the machine's clock (cookies of 365 days) is unaffected.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

/** 10:00 in Beijing: mid-morning, inside the 平 band, hours from midnight either way. */
const DEFAULT_START = '10:00';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BEIJING = 8 * 60 * MINUTE;

/** The instant a file starts at, for a TEST_CLOCK value, given the machine's now. */
function startOf(spec, machineNow) {
  if (spec === 'real') return machineNow;
  const hhmm = /^(\d{1,2}):(\d{2})$/.exec(spec);
  if (hhmm) {
    const [h, m] = [Number(hhmm[1]), Number(hhmm[2])];
    if (h > 23 || m > 59) throw new Error(`TEST_CLOCK ${spec}: not a time of day`);
    const midnight = Math.floor((machineNow + BEIJING) / DAY) * DAY - BEIJING;
    return midnight + (h * 60 + m) * MINUTE;
  }
  const at = Date.parse(spec);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK ${spec}: neither HH:mm, an ISO time nor 'real'`);
  return at;
}

class ClockedEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const Native = this.global.Date;
    const offset = startOf(process.env.TEST_CLOCK || DEFAULT_START, Native.now()) - Native.now();
    if (offset === 0) return;
    const now = () => Native.now() + offset;
    // A Date whose "now" is the test's: `new Date()`, `Date.now()` and `Date()`; every other form as the real one.
    function ClockedDate(...args) {
      if (!new.target) return new Native(now()).toString();
      return Reflect.construct(Native, args.length > 0 ? args : [now()], new.target);
    }
    Object.setPrototypeOf(ClockedDate, Native);
    ClockedDate.prototype = Native.prototype;
    ClockedDate.now = now;
    this.global.Date = ClockedDate;
    // jest.useFakeTimers() without `now` would start at the machine's time, hours away from the mock's.
    const fakeTimers = this.fakeTimersModern;
    const useFakeTimers = fakeTimers.useFakeTimers.bind(fakeTimers);
    fakeTimers.useFakeTimers = (fakeTimersConfig = {}) => useFakeTimers({ now: now(), ...fakeTimersConfig });
  }
}

module.exports = ClockedEnvironment;
