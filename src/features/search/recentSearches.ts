/** The driver's recent park searches, newest first, in this app's own localStorage key. */
export const RECENT_KEY = 'recentParkSearches';
export const RECENT_MAX = 10;

function area(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRecent(): string[] {
  try {
    const v: unknown = JSON.parse(area()?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    if (list.length === 0) area()?.removeItem(RECENT_KEY);
    else area()?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the list just is not remembered.
  }
}

/** Puts a keyword first (once), keeping at most RECENT_MAX. */
export function addRecent(keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return readRecent();
  const list = [k, ...readRecent().filter((x) => x !== k)].slice(0, RECENT_MAX);
  write(list);
  return list;
}

export function clearRecent(): void {
  write([]);
}
