import fc from 'fast-check';
import {
  cellAccepts, DIGITS, formatPlate, isComplete, isValidPlate, joinCells, PLATE_LETTERS, plateColor, plateKind, platePlaceholder,
  provinceForCity, PROVINCES, sanitizeCells, splitPlate,
} from '@/lib/plate';
import { isPlate as serverAccepts } from '@mocks/core/validate';

describe('plateKind / isValidPlate', () => {
  test.each([
    ['京A12345', 'ordinary'],
    ['粤B1234X', 'ordinary'],
    ['京AD12345', 'newEnergy'],
    ['沪A12345D', 'newEnergy'],
    ['WJ京12345', 'wj'],
    ['WJ粤1234A', 'wj'],
    ['京A1234学', 'special'],
    ['京A1234警', 'special'],
    ['京A1234挂', 'special'],
    ['粤Z1234港', 'special'],
    ['粤Z1234澳', 'special'],
    ['京A1234应急', 'special'],
    ['京a12345', 'ordinary'],
  ])('%s is %s', (plate, kind) => {
    expect(plateKind(plate)).toBe(kind);
    expect(isValidPlate(plate)).toBe(true);
  });

  test.each([
    ['', 'empty'],
    ['京A1234', 'six cells'],
    ['京112345', 'digit in the second cell'],
    ['京I12345', 'I in the second cell'],
    ['京A1O345', 'O in a letter/digit cell'],
    ['京A123456X', 'nine cells'],
    ['A京12345', 'no province first'],
    ['WJ12345', 'WJ without province (our design needs one)'],
    ['WJA12345', 'WJ with a letter where the province goes'],
    ['WJ京123456', 'WJ with an eighth cell'],
    ['WJ京1234警', 'WJ with a suffix'],
    ['京A12345警', 'suffix on an eight-cell plate'],
    ['京A警2345', 'suffix not in the last cell'],
    ['京A123警5', 'suffix in cell 6'],
    ['京A 12345', 'a space'],
    ['京A12345😀', 'an emoji'],
    ['使A12345', 'embassy plates are not typed here'],
  ])('%s is rejected (%s)', (plate) => {
    expect(plateKind(plate)).toBeNull();
    expect(isValidPlate(plate)).toBe(false);
  });
});

describe('plateColor', () => {
  test.each([
    ['京A12345', false, 1],
    ['京A12345', true, 2],
    ['京AD12345', false, 5],
    ['京AD12345', true, 2],
    ['WJ京12345', false, 1],
  ] as const)('%s large=%s → %d', (plate, large, color) => {
    expect(plateColor(plate, large)).toBe(color);
  });
});

test.each([
  ['京A12345', '京A·12345'],
  ['京AD12345', '京A·D12345'],
  ['WJ京12345', 'WJ京·12345'],
  ['京A1234应急', '京A·1234应急'],
  ['not a plate', 'not a plate'],
])('formatPlate(%s) = %s', (plate, shown) => {
  expect(formatPlate(plate)).toBe(shown);
});

test.each([
  [undefined, '京'],
  ['', '京'],
  ['深圳市', '粤'],
  ['上海市', '沪'],
  ['杭州', '浙'],
  ['内蒙古自治区', '蒙'],
  ['粤', '粤'],
  ['Atlantis', '京'],
])('provinceForCity(%s) = %s and the placeholder follows', (city, province) => {
  expect(provinceForCity(city)).toBe(province);
  expect(platePlaceholder(provinceForCity(city))).toBe(`${province}A12345`);
});

describe('cells', () => {
  test('split and join round-trip, with WJ and 应急 taking one cell', () => {
    expect(splitPlate('WJ京12345')).toEqual(['WJ', '京', '1', '2', '3', '4', '5', '']);
    expect(splitPlate('京A1234应急')).toEqual(['京', 'A', '1', '2', '3', '4', '应急', '']);
    expect(splitPlate('京A123456789')).toBeNull();
    expect(joinCells(['京', 'A', '', '1'])).toBe('京A');
  });

  test.each([
    [[], 0, '京', true],
    [[], 0, 'WJ', true],
    [[], 0, 'A', false],
    [['京'], 1, 'A', true],
    [['京'], 1, '1', false],
    [['京'], 1, '津', false],
    [['WJ'], 1, '京', true],
    [['WJ'], 1, 'A', false],
    [['京', 'A', '1', '2', '3', '4'], 6, '警', true],
    [['京', 'A', '1', '2', '3', '4'], 6, '应急', true],
    [['京', 'A'], 3, '警', false],
    [['WJ', '京', '1', '2', '3', '4'], 6, '警', false],
    [['京', 'A', '1', '2', '3', '4', '5'], 7, 'D', true],
    [['京', 'A', '1', '2', '3', '4', '警'], 7, 'D', false],
    [['WJ', '京', '1', '2', '3', '4', '5'], 7, '6', false],
  ])('cellAccepts(%j, %d, %s) = %s', (cells, index, key, ok) => {
    expect(cellAccepts(cells, index, key)).toBe(ok);
  });

  test('sanitize clears what an earlier change made invalid; completeness needs seven valid cells', () => {
    expect(sanitizeCells(['WJ', 'A', '1', '2', '3', '4', '5', ''])).toEqual(['WJ', '', '1', '2', '3', '4', '5', '']);
    expect(sanitizeCells(['京', 'A', '1', '2', '3', '4', '警', '5'])).toEqual(['京', 'A', '1', '2', '3', '4', '警', '']);
    expect(isComplete(['京', 'A', '1', '2', '3', '4', '5', ''])).toBe(true);
    expect(isComplete(['京', 'A', '1', '2', '3', '4', '', ''])).toBe(false);
    expect(isComplete(['京', '1', '1', '2', '3', '4', '5', ''])).toBe(false);
  });
});

describe('properties', () => {
  const province = fc.constantFrom(...PROVINCES);
  const letter = fc.constantFrom(...PLATE_LETTERS);
  const alnum = fc.constantFrom(...PLATE_LETTERS, ...DIGITS);
  const ordinary = fc.tuple(province, letter, fc.array(alnum, { minLength: 5, maxLength: 5 })).map(([p, l, rest]) => p + l + rest.join(''));

  test('every generated 7-character plate is accepted, ordinary, colour 1 (2 with the yellow box), and the server agrees', () => {
    fc.assert(
      fc.property(ordinary, fc.boolean(), (plate, large) => {
        expect(plateKind(plate)).toBe('ordinary');
        expect(plateColor(plate, large)).toBe(large ? 2 : 1);
        expect(serverAccepts(plate)).toBe(true);
      }),
    );
  });

  test('every generated 8-character plate is new-energy (colour 5) and the server agrees', () => {
    fc.assert(
      fc.property(ordinary, alnum, (plate, extra) => {
        expect(plateKind(plate + extra)).toBe('newEnergy');
        expect(plateColor(plate + extra, false)).toBe(5);
        expect(serverAccepts(plate + extra)).toBe(true);
      }),
    );
  });

  test('an I or O in any letter cell is rejected', () => {
    fc.assert(
      fc.property(ordinary, fc.integer({ min: 1, max: 6 }), fc.constantFrom('I', 'O'), (plate, at, bad) => {
        const chars = Array.from(plate);
        chars[at] = bad;
        expect(isValidPlate(chars.join(''))).toBe(false);
      }),
    );
  });

  test('every accepted plate survives split → join, and formatting only inserts the dot', () => {
    const anyPlate = fc.oneof(
      ordinary,
      fc.tuple(ordinary, alnum).map(([p, x]) => p + x),
      fc.tuple(province, fc.array(alnum, { minLength: 5, maxLength: 5 })).map(([p, r]) => `WJ${p}${r.join('')}`),
      fc.tuple(ordinary, fc.constantFrom('学', '警', '挂', '港', '澳', '应急')).map(([p, s]) => p.slice(0, 6) + s),
    );
    fc.assert(
      fc.property(anyPlate, (plate) => {
        expect(isValidPlate(plate)).toBe(true);
        expect(serverAccepts(plate)).toBe(true);
        expect(joinCells(splitPlate(plate) ?? [])).toBe(plate);
        expect(formatPlate(plate).replace('·', '')).toBe(plate);
      }),
    );
  });
});
