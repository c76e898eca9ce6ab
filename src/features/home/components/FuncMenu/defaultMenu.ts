import type { HomeFuncEntries, HomeFuncEntry } from '@/api/basic/types';

/** A tile's icon as the server draws them: its first character on its colour. */
const icon = (glyph: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/><text x="24" y="32" font-size="22" text-anchor="middle" font-family="sans-serif" fill="#fff">${glyph}</text></svg>`,
  )}`;

export interface GlyphIcon {
  glyph: string;
  color: string;
}

/** entryId, icon glyph, name, colour, needs a driver. */
const ENTRIES: [HomeFuncEntry['entryId'], string, string, string, 0 | 1][] = [
  ['BAG', '月', '月卡办理', '#3a7afe', 1],
  ['DIFF_TIME', '错', '错时共享', '#00b578', 1],
  ['ACCOUNT_RECHARGE', '充', '账户充值', '#ff8f1f', 1],
  ['VEHICLE_BINDING', '车', '车辆绑定', '#3a7afe', 1],
  ['OPEN_WITHHOLD', '免', '无感支付', '#7c4dff', 1],
  ['CHARGING_STATION', '电', '充电站', '#00b578', 1],
  ['INVOICE', '票', '发票管理', '#ff3141', 1],
  ['COUPON', '券', '优惠券', '#ff8f1f', 1],
  ['CUSTOMER_SERVICE', '客', '客服中心', '#3a7afe', 0],
  ['PARK_COLLECTION', '藏', '收藏车场', '#ffc300', 1],
  ['BOOK', '约', '车位预约', '#7c4dff', 0],
  ['SCAN_CHARGING', '扫', '扫码充电', '#00b578', 1],
];

/**
 * The build's default menu: what a phone that has never had the server's answer draws (and the prerendered home
 * carries), every tile working before the answer comes. The built-in entries only: an external page's address
 * comes from the server. A deployment whose server answers another menu writes its own here.
 */
export const DEFAULT_MENU: HomeFuncEntries = {
  column: 4,
  list: ENTRIES.map(([entryId, glyph, entryName, color, needLogin], i) => ({ entryId, entryName, entryType: 1, icon: icon(glyph, color), needLogin, sort: i + 1 })),
};

/**
 * The built-in icons by their address, drawn by the menu as inline SVG instead of as images: an <img> of an SVG is a
 * document of its own, and one with Chinese text in it took 40–100 ms of the main thread at 4× CPU, twelve of them
 * in the tasks of the first paint. The same picture drawn in the page costs nearly nothing. A server that answers
 * these very icons (as it usually does) gets the same; any other icon is shown as the image it is.
 */
const GLYPH_ICONS = new Map<string, GlyphIcon>(ENTRIES.map(([, glyph, , color]) => [icon(glyph, color), { glyph, color }]));

export const glyphIcon = (address: string): GlyphIcon | undefined => GLYPH_ICONS.get(address);

/** Room held under a menu not answered yet on a first visit: the menus deployed so far have 12 to 16 entries. */
export const FIRST_VISIT_TILES = 16;
