import type { paths, RouteQuery } from '@/lib/paths';

/** The station page's tabs under its first screen, in their order, and the one a visit starts on. */
export type StationTab = NonNullable<RouteQuery[typeof paths.chargeStationDetail]['tab']>;

export const STATION_TABS: readonly { key: StationTab; title: string }[] = [
  { key: 'access', title: '预约排队' },
  { key: 'piles', title: '充电桩' },
  { key: 'price', title: '价格' },
  { key: 'trust', title: '可靠性' },
  { key: 'rules', title: '停车与占位' },
];

/**
 * Once the first screen has said whether a gun is free and which pile to use, what the driver does next is hold a
 * gun on the way, wait in line when none is free, or see the hold or place they already have (a reminder opens the
 * page for it): the tab a visit starts on. The piles in detail, the tariff and the record are reference.
 */
export const FIRST_TAB: StationTab = 'access';

/** The tab an address names, or the first for none or one this version does not have. */
export function tabOf(value: string | null): StationTab {
  return STATION_TABS.find((t) => t.key === value)?.key ?? FIRST_TAB;
}
