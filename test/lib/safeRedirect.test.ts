import fc from 'fast-check';
import { safeRedirect } from '@/lib/safeRedirect';

const ORIGIN = 'https://park.example.com';

test.each([
  ['/mine', '/mine'],
  ['/payPage?uniqueId=U1&parkId=P1001', '/payPage?uniqueId=U1&parkId=P1001'],
  ['%2FcarManage%3Ffrom%3Dhome', '/carManage?from=home'],
  ['%252Fmine', '/mine'],
  [null, '/home'],
  ['', '/home'],
  ['//evil.com', '/home'],
  ['/\\evil.com', '/home'],
  ['\\\\evil.com', '/home'],
  ['https:evil.com', '/home'],
  ['https://evil.com/mine', '/home'],
  ['javascript:alert(1)', '/home'],
  ['%2F%2Fevil.com', '/home'],
  ['%2F%5Cevil.com', '/home'],
  ['/%2F%2Fevil.com', '/home'],
  ['/.//evil.com', '/home'],
  ['/\tevil', '/home'],
  ['/login?redirect=/mine', '/home'],
  ['/loginIndex', '/home'],
  ['mine', '/home'],
  ['%E0%A4%A', '/home'],
])('%j → %j', (raw, expected) => {
  expect(safeRedirect(raw, '/home', ORIGIN)).toBe(expected);
});

test('no generated input ever leaves the origin', () => {
  const piece = fc.constantFrom('/', '//', '\\', '%2F', '%5C', '%252F', 'evil.com', ':', 'https:', '@', '.', '..', '?', '#', '%09', 'javascript:', 'mine', '%', ' ');
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 8 }).map((p) => p.join(''))), (raw) => {
      const target = safeRedirect(raw, '/home', ORIGIN);
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    }),
    { numRuns: 2000 },
  );
});
