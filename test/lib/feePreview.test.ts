import { feeForMinutes, STANDARD_RULE_FOR_TESTS } from './feePreviewMockRule';
import { feeAt, feeOutlook, type FeeRule } from '@/lib/feePreview';

/** The lots' rules in the mock's seed: the standard one, the roadside one, and a low daily cap. */
const RULES: [string, FeeRule][] = [
  ['standard (15 min free, 10.00元 an hour, 120.00元 a day)', STANDARD_RULE_FOR_TESTS],
  ['roadside (15 min free, 3.00元 per 30 min, 80.00元 a day)', { freeMinutes: 15, unitMinutes: 30, unitCents: 300, dailyCapCents: 8000 }],
  ['low cap (100.00元 a day)', { ...STANDARD_RULE_FOR_TESTS, dailyCapCents: 10000 }],
];

describe.each(RULES)('%s', (_name, rule) => {
  test('the fee agrees with the mock server at every minute of three days', () => {
    for (let m = 0; m <= 3 * 1440; m += 1) expect(feeAt(rule, m)).toBe(feeForMinutes(rule, m));
  });

  test('the outlook is right against the server: nothing changes before the rise, and it changes by riseCents at it', () => {
    for (let s = 0; s <= 2 * 86_400; s += 97) {
      const o = feeOutlook(rule, s);
      expect(o).not.toBeNull();
      const before = feeForMinutes(rule, Math.floor((s + o!.secondsToRise - 1) / 60));
      const at = feeForMinutes(rule, Math.floor((s + o!.secondsToRise) / 60));
      expect(before).toBe(feeForMinutes(rule, Math.floor(s / 60)));
      expect(at - before).toBe(o!.riseCents);
      expect(o!.free).toBe(feeForMinutes(rule, Math.floor(s / 60)) === 0);
    }
  });
});

test.each([
  // seconds parked → free?, seconds to the rise, by how much
  [0, true, 16 * 60, 1000],
  [15 * 60 + 59, true, 1, 1000],
  [16 * 60, false, 45 * 60, 1000],
  [61 * 60 + 30, false, 59 * 60 + 30, 1000],
  [12 * 3600 + 5, false, 86_400 - (12 * 3600 + 5) + 60, 1000],
])('standard rule at %is parked: free %s, rises in %is by %i cents', (s, free, secondsToRise, riseCents) => {
  expect(feeOutlook(STANDARD_RULE_FOR_TESTS, s)).toMatchObject({ free, secondsToRise, riseCents });
});

test('an unusable rule gives no outlook', () => {
  expect(feeOutlook({ ...STANDARD_RULE_FOR_TESTS, unitMinutes: 0 }, 100)).toBeNull();
  expect(feeOutlook({ ...STANDARD_RULE_FOR_TESTS, unitCents: 0 }, 100)).toBeNull();
});
