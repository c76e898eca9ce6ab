import type { PlateColor } from '@/lib/wire';

/**
 * Licence plate rules (spec section 5) as pure functions. A plate is typed into 8 cells, one keyboard key per
 * cell; a key is usually one character, but the special keys 'WJ' and '应急' fill one cell with two characters.
 *
 * The plates this app accepts (every one is also accepted by the server's pattern):
 *
 * | kind       | cells | cell 1          | cell 2           | cells 3-6        | cell 7                         | cell 8       |
 * |------------|-------|-----------------|------------------|------------------|--------------------------------|--------------|
 * | ordinary   | 7     | province        | letter           | letter or digit  | letter or digit                | —            |
 * | special    | 7     | province        | letter           | letter or digit  | 学 警 挂 港 澳 应急 (suffix)    | —            |
 * | newEnergy  | 8     | province        | letter           | letter or digit  | letter or digit                | letter/digit |
 * | wj         | 7     | 'WJ' (one key)  | province         | letter or digit  | letter or digit                | —            |
 *
 * - Letters never include I or O (they read as 1 and 0); the keyboard has no I/O keys.
 * - The second cell is letters only on a plate that starts with a province (the issuing authority's code).
 * - WJ (armed police) plates, our design: the 'WJ' key goes in the first cell, the province in the second (the
 *   current WJ京·12345 form), then five letters or digits. The province is required here so that every plate has
 *   at least seven cells and "query when the first seven are filled" holds for every kind. WJ plates have no
 *   eighth cell and no suffix.
 * - Suffix keys (learner 学, police 警, trailer 挂, Hong Kong 港, Macau 澳, emergency 应急) are accepted only in
 *   the seventh (last) cell of an ordinary 7-cell plate; a plate with a suffix has no eighth cell.
 * - The eighth cell is optional; filled, the plate is a new-energy plate.
 *
 * Plate colour sent to the server (PlateColor): 2 when the driver ticks the yellow large/medium-vehicle box
 * (the driver's word wins, also for an 8-character plate); otherwise 5 for a new-energy (8-character) plate;
 * otherwise 1 (blue).
 */

export const PROVINCES = [
  '京', '津', '沪', '渝', '冀', '豫', '云', '辽', '黑', '湘', '皖', '鲁', '新', '苏', '浙', '赣',
  '鄂', '桂', '甘', '晋', '蒙', '陕', '吉', '闽', '贵', '粤', '青', '藏', '川', '宁', '琼',
] as const;
/** A-Z without I and O. */
export const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');
export const DIGITS = '1234567890'.split('');
export const WJ_KEY = 'WJ';
export const SUFFIX_KEYS = ['学', '警', '挂', '港', '澳', '应急'] as const;
/** The keys of the plate keyboard's second (special) board. */
export const SPECIAL_KEYS = [WJ_KEY, '港', '澳', '学', '警', '挂', '应急'] as const;

export const PLATE_CELLS = 8;
/** Cells that must be filled before a query (the eighth is optional). */
export const REQUIRED_CELLS = 7;

export type PlateKind = 'ordinary' | 'newEnergy' | 'wj' | 'special';

const provinceSet = new Set<string>(PROVINCES);
const letterSet = new Set(PLATE_LETTERS);
const digitSet = new Set(DIGITS);
const suffixSet = new Set<string>(SUFFIX_KEYS);

const isProvince = (k: string) => provinceSet.has(k);
const isLetter = (k: string) => letterSet.has(k);
const isAlnum = (k: string) => letterSet.has(k) || digitSet.has(k);
export const isSuffix = (k: string) => suffixSet.has(k);

/**
 * Whether `key` may go into cell `index` given the cells before it (cells after it are not looked at:
 * `sanitizeCells` clears the ones a change made invalid).
 */
export function cellAccepts(cells: readonly string[], index: number, key: string): boolean {
  const wj = cells[0] === WJ_KEY;
  switch (index) {
    case 0:
      return key === WJ_KEY || isProvince(key);
    case 1:
      return wj ? isProvince(key) : isLetter(key);
    case 2:
    case 3:
    case 4:
    case 5:
      return isAlnum(key);
    case 6:
      return isAlnum(key) || (!wj && isSuffix(key));
    case 7:
      return !wj && !isSuffix(cells[6] ?? '') && isAlnum(key);
    default:
      return false;
  }
}

/** Keeps 8 cells, clearing every cell its predecessors no longer allow (e.g. a letter in cell 2 after 京 became WJ). */
export function sanitizeCells(cells: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < PLATE_CELLS; i += 1) {
    const v = cells[i] ?? '';
    out.push(v !== '' && cellAccepts(out, i, v) ? v : '');
  }
  return out;
}

/** The first seven cells are filled with what the rules allow (the query button's rule). */
export function isComplete(cells: readonly string[]): boolean {
  const clean = sanitizeCells(cells);
  for (let i = 0; i < REQUIRED_CELLS; i += 1) {
    if (clean[i] === '' || clean[i] !== cells[i]) return false;
  }
  return true;
}

/** Cells → plate number, stopping at the first empty cell. */
export function joinCells(cells: readonly string[]): string {
  let s = '';
  for (const c of cells) {
    if (!c) break;
    s += c;
  }
  return s;
}

/** A plate number → its cells ('WJ' and '应急' take one cell each), or null when it cannot be typed in 8 cells. */
export function splitPlate(plateNo: string): string[] | null {
  let rest = plateNo.trim().toUpperCase();
  const cells: string[] = [];
  if (rest.startsWith(WJ_KEY)) {
    cells.push(WJ_KEY);
    rest = rest.slice(2);
  }
  let tail: string | null = null;
  if (rest.endsWith('应急')) {
    tail = '应急';
    rest = rest.slice(0, -2);
  }
  cells.push(...Array.from(rest));
  if (tail) cells.push(tail);
  if (cells.length > PLATE_CELLS) return null;
  while (cells.length < PLATE_CELLS) cells.push('');
  return cells;
}

/** The kind of a complete, valid plate number, or null when it is not one. */
export function plateKind(plateNo: string): PlateKind | null {
  const cells = splitPlate(plateNo);
  if (!cells || joinCells(cells) !== plateNo.trim().toUpperCase()) return null;
  if (!isComplete(cells)) return null;
  const clean = sanitizeCells(cells);
  if (clean.some((c, i) => c !== cells[i])) return null;
  if (cells[0] === WJ_KEY) return 'wj';
  if (isSuffix(cells[6] ?? '')) return 'special';
  return cells[7] ? 'newEnergy' : 'ordinary';
}

export function isValidPlate(plateNo: string): boolean {
  return plateKind(plateNo) !== null;
}

/** See the table above: yellow box → 2, else new-energy → 5, else 1. */
export function plateColor(plateNo: string, largeVehicle: boolean): PlateColor {
  if (largeVehicle) return 2;
  return plateKind(plateNo) === 'newEnergy' ? 5 : 1;
}

/** '京A12345' → '京A·12345', 'WJ京12345' → 'WJ京·12345'; anything that is not a valid plate is returned as is. */
export function formatPlate(plateNo: string): string {
  const kind = plateKind(plateNo);
  if (!kind) return plateNo;
  const p = plateNo.trim().toUpperCase();
  const head = kind === 'wj' ? 3 : 2;
  return `${p.slice(0, head)}·${p.slice(head)}`;
}

/** Province names, provincial capitals and large cities → the plate's province character. */
const PROVINCE_NAMES: Record<string, string> = {
  北京: '京', 天津: '津', 上海: '沪', 重庆: '渝', 河北: '冀', 石家庄: '冀', 河南: '豫', 郑州: '豫', 云南: '云', 昆明: '云',
  辽宁: '辽', 沈阳: '辽', 大连: '辽', 黑龙江: '黑', 哈尔滨: '黑', 湖南: '湘', 长沙: '湘', 安徽: '皖', 合肥: '皖',
  山东: '鲁', 济南: '鲁', 青岛: '鲁', 新疆: '新', 乌鲁木齐: '新', 江苏: '苏', 南京: '苏', 苏州: '苏', 无锡: '苏',
  浙江: '浙', 杭州: '浙', 宁波: '浙', 温州: '浙', 江西: '赣', 南昌: '赣', 湖北: '鄂', 武汉: '鄂', 广西: '桂', 南宁: '桂',
  甘肃: '甘', 兰州: '甘', 山西: '晋', 太原: '晋', 内蒙古: '蒙', 呼和浩特: '蒙', 陕西: '陕', 西安: '陕', 吉林: '吉',
  长春: '吉', 福建: '闽', 福州: '闽', 厦门: '闽', 贵州: '贵', 贵阳: '贵', 广东: '粤', 广州: '粤', 深圳: '粤', 东莞: '粤',
  佛山: '粤', 青海: '青', 西宁: '青', 西藏: '藏', 拉萨: '藏', 四川: '川', 成都: '川', 宁夏: '宁', 银川: '宁', 海南: '琼',
  海口: '琼', 三亚: '琼',
};

/** The province character for the driver's located city ('深圳市' → '粤'); 京 when unknown. */
export function provinceForCity(city: string | undefined | null): string {
  const c = (city ?? '').trim();
  if (isProvince(c)) return c;
  const name = Object.keys(PROVINCE_NAMES).find((n) => c.startsWith(n));
  return name ? (PROVINCE_NAMES[name] as string) : '京';
}

/** Placeholder of spec section 5: province + 'A12345'. */
export function platePlaceholder(province: string): string {
  return `${province}A12345`;
}
