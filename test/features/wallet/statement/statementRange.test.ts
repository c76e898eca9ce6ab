import { monthRange, rangeProblem, rangeText, readStatementParams, wholeMonthOf, writeStatementParams } from '@/features/wallet/components/statement/statementRange';

test.each([
  ['2026-11', { from: '2026-11-01', to: '2026-11-30' }],
  ['2026-02', { from: '2026-02-01', to: '2026-02-28' }],
  ['2028-02', { from: '2028-02-01', to: '2028-02-29' }],
  ['2026-12', { from: '2026-12-01', to: '2026-12-31' }],
])('the month %s is the days %o, and is read back as that month', (month, days) => {
  expect(monthRange(month)).toEqual(days);
  expect(wholeMonthOf(days)).toBe(month);
});

test.each([
  ['2026-11-01', '2026-11-29', null],
  ['2026-11-02', '2026-11-30', null],
  ['2026-10-01', '2026-11-30', null],
])('%s to %s is no whole month', (from, to) => {
  expect(wholeMonthOf({ from, to })).toBeNull();
});

test.each([
  ['2026-03-10', '2026-04-05', null],
  ['2026-03-10', '2026-03-10', null],
  ['2026-04-05', '2026-03-10', '开始日期不能晚于结束日期'],
  ['', '2026-03-10', '请选择开始日期和结束日期'],
  ['2026-02-30', '2026-03-10', '请选择开始日期和结束日期'],
  ['2025-01-01', '2026-01-01', null], // 366 days
  ['2025-01-01', '2026-01-02', '查询范围不能超过366天'],
])('a range typed by hand, %s to %s: %s', (from, to, problem) => {
  expect(rangeProblem(from, to)).toBe(problem);
});

test('the address without a valid range is the month given; filters read and written back', () => {
  expect(readStatementParams(new URLSearchParams(''), '2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(readStatementParams(new URLSearchParams('from=2026-11-05&to=2026-11-01'), '2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(readStatementParams(new URLSearchParams('from=2026-03-10&to=2026-04-05&kind=parking&plateNo=京A12345&groupId=G1&x=1'), '2026-11')).toEqual({
    from: '2026-03-10', to: '2026-04-05', kind: 'parking', plateNo: '京A12345', groupId: 'G1',
  });
  expect(readStatementParams(new URLSearchParams('kind=lottery'), '2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  const written = writeStatementParams(new URLSearchParams('walletId=W4001&kind=parking'), { from: '2026-10-01', to: '2026-10-31', plateNo: '粤B12345' });
  expect(written.toString()).toBe('walletId=W4001&from=2026-10-01&to=2026-10-31&plateNo=%E7%B2%A4B12345');
});

test('a range as the driver reads it', () => {
  expect(rangeText({ from: '2026-11-01', to: '2026-11-30' })).toBe('2026年11月');
  expect(rangeText({ from: '2026-03-10', to: '2026-04-05' })).toBe('2026-03-10 至 2026-04-05');
});
