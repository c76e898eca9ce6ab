import { parsePileCode } from '@/lib/pileCode';

test.each([
  ['200101', '200101'],
  [' 200101 ', '200101'],
  ['https://cps.example.com/qr?pileCode=200103&gun=A', '200103'],
  ['https://cps.example.com/qr?pileCode=abc', null],
  ['20010', null],
  ['2001011', null],
  ['京A12345', null],
  ['', null],
  [null, null],
])('%p → %p', (raw, pile) => {
  expect(parsePileCode(raw)).toBe(pile);
});
