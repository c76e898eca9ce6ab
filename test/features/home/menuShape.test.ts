import { lastMenuShape, rememberMenuShape } from '@/features/home/components/FuncMenu/menuShape';

test('a first visit holds four rows of four', () => {
  expect(lastMenuShape()).toEqual({ tiles: 16, columns: 4 });
});

test('the menu seen last is the placeholder of the next start', () => {
  rememberMenuShape({ tiles: 10, columns: 5 });
  expect(lastMenuShape()).toEqual({ tiles: 10, columns: 5 });
});

test.each([['not json'], [JSON.stringify({ tiles: 0, columns: 4 })], [JSON.stringify({ tiles: 8, columns: 9 })], [JSON.stringify({ tiles: 'x' })]])(
  'an unreadable or impossible shape (%s) reads as a first visit',
  (stored) => {
    localStorage.setItem('homeMenuShape', stored);
    expect(lastMenuShape()).toEqual({ tiles: 16, columns: 4 });
  },
);
