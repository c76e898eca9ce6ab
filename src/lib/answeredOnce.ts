/**
 * Questions the app asks about one thing once (是否还在停车, an unused pass or booking): the driver's answer is kept
 * on the phone so the same question does not come back. The last few answers of each kind are enough. Storage
 * that refuses access only means the question comes back next time.
 */
const KEEP = 20;

function read(key: string): string[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function isAnswered(key: string, id: string): boolean {
  return read(key).includes(id);
}

export function answer(key: string, id: string): void {
  try {
    window.localStorage.setItem(key, JSON.stringify([...read(key).filter((x) => x !== id).slice(-(KEEP - 1)), id]));
  } catch {
    // storage refused: asked again next time, nothing worse
  }
}
