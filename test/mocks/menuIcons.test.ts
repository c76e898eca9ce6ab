import { DEFAULT_MENU, glyphIcon } from '@/features/home/components/FuncMenu/defaultMenu';
import { seedContent } from '@mocks/db/content';

/**
 * The mock answers its built-in menu entries with the icons the app's build carries, which the menu draws in the
 * page instead of as images (one SVG image with text in it was up to 100 ms of the main thread at 4× CPU). Should
 * either side change an icon, the answered menu would fall back to images: this says so.
 */
test('every built-in entry the mock answers carries an icon the build draws itself', () => {
  const builtIn = new Set(DEFAULT_MENU.list.map((e) => e.entryId));
  const answered = seedContent(Date.now()).homeEntries.filter((e) => builtIn.has(e.entryId));
  expect(answered.map((e) => e.entryId).sort()).toEqual([...builtIn].sort());
  expect(answered.filter((e) => !glyphIcon(e.icon)).map((e) => e.entryId)).toEqual([]);
  // The same glyph on the same colour as the build's own tile.
  for (const e of answered) expect(glyphIcon(e.icon)).toEqual(glyphIcon(DEFAULT_MENU.list.find((d) => d.entryId === e.entryId)!.icon));
});

test('an icon the build does not carry is not taken for one of its own', () => {
  expect(glyphIcon('https://cdn.example.com/icons/bag.png')).toBeUndefined();
});
