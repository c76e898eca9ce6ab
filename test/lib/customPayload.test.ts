import fc from 'fast-check';
import { buildCustomPayload, decodeCustomPayload, encodeCustomPayload, NONCE_LENGTH } from '@/lib/customPayload';
import { randomString } from '@/lib/random';

test('any payload survives encode → decode, Chinese and all', () => {
  fc.assert(
    fc.property(
      fc.record({
        ns: fc.string(),
        ts: fc.integer({ min: 0 }),
        driverDealerId: fc.string(),
        openid: fc.string({ unit: 'grapheme' }),
        buyid: fc.string(),
        authModel: fc.integer({ min: 0, max: 9 }),
      }),
      (p) => {
        const header = encodeCustomPayload(p);
        expect(header).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
        expect(decodeCustomPayload(header)).toEqual(p);
      },
    ),
  );
});

test('ns is always 32 letters and digits, and differs between calls', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0 }), (ts) => {
      const p = buildCustomPayload({ driverDealerId: '', openid: '', buyid: '', authModel: 0 }, ts);
      expect(p.ns).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(p.ns).toHaveLength(NONCE_LENGTH);
      expect(p.ts).toBe(ts);
    }),
  );
  const seen = new Set(Array.from({ length: 200 }, () => randomString(32)));
  expect(seen.size).toBe(200);
});

test('randomString uses the whole alphabet', () => {
  const chars = new Set(randomString(20000));
  expect(chars.size).toBe(62);
});
