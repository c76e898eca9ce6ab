import { cardState, parkedFor, parseWireTime } from '@/features/home/components/BillCards/cardState';

describe('cardState: the loaded card states of spec section 4', () => {
  test.each`
    uniqueId    | parkFee | isBagCar | parkFeeSucc | state
    ${null}     | ${0}    | ${0}     | ${1}        | ${'noParking'}
    ${'U1'}     | ${0}    | ${0}     | ${1}        | ${'free'}
    ${'U1'}     | ${0}    | ${1}     | ${1}        | ${'bag'}
    ${'U1'}     | ${0}    | ${1}     | ${0}        | ${'bag'}
    ${'U1'}     | ${1250} | ${0}     | ${1}        | ${'due'}
    ${'U1'}     | ${300}  | ${1}     | ${1}        | ${'due'}
    ${'U1'}     | ${0}    | ${0}     | ${0}        | ${'feeUnknown'}
  `('uniqueId $uniqueId fee $parkFee bag $isBagCar succ $parkFeeSucc → $state', ({ uniqueId, parkFee, isBagCar, parkFeeSucc, state }) => {
    expect(cardState({ uniqueId, parkFee, isBagCar, parkFeeSucc })).toBe(state);
  });
});

test('wire times are Beijing time', () => {
  expect(parseWireTime('2024-05-01 08:00:00')).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
  expect(parseWireTime('nonsense')).toBeNaN();
  expect(parseWireTime(null)).toBeNaN();
});

test('parked duration', () => {
  const start = Date.UTC(2024, 4, 1, 0, 0, 0);
  expect(parkedFor(start, start + 5 * 60_000)).toBe('5分');
  expect(parkedFor(start, start + (2 * 60 + 13) * 60_000)).toBe('2小时13分');
  expect(parkedFor(start, start + (1440 + 180) * 60_000)).toBe('1天3小时0分');
  expect(parkedFor(start, start - 60_000)).toBe('0分');
  expect(parkedFor(Number.NaN, start)).toBe('');
});
