import { href, paths } from '@/lib/paths';

/** The dealer service refuses longer keywords. */
export const KEYWORD_MAX = 30;

/** The map centred on a park with its sheet open. */
export function mapUrlFor(p: { parkId: string; longitude: number; latitude: number }): string {
  return href(paths.map, { parkId: p.parkId, isDetailPark: 1, lng: p.longitude, lat: p.latitude });
}

/** A page of the app that search offers beside parks, when what the driver types names its subject. */
export interface SearchEntry {
  title: string;
  description: string;
  to: string;
  /** Any of these in the query lists the entry. */
  words: readonly string[];
}

export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  { title: '核实通知', description: '收到欠费短信或罚单？核实是否为本平台的真实通知', to: paths.checkNotice, words: ['通知', '短信', '罚单', '欠费', '核实'] },
];

/** The entries whose words the query contains (or whose title contains the query), in the table's order. */
export function searchEntries(query: string): SearchEntry[] {
  const q = query.trim();
  if (!q) return [];
  return SEARCH_ENTRIES.filter((e) => e.words.some((w) => q.includes(w)) || (q.length >= 2 && e.title.includes(q)));
}
