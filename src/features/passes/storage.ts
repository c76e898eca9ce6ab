/**
 * What the pass screens keep in sessionStorage for this visit: the rules whose notice the driver accepted (so the
 * apply form does not ask again after a detour to login), and a renewal's request key per pass. Storage refused
 * (private mode): the screens still work, they just ask again.
 */
function area(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function readJson(key: string): unknown {
  try {
    const raw = area()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    if (value === null) area()?.removeItem(key);
    else area()?.setItem(key, JSON.stringify(value));
  } catch {
    // nothing to keep it in: the next visit asks again
  }
}

const NOTICES = 'driverApp.passNotices';

function accepted(): string[] {
  const v = readJson(NOTICES);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export function isNoticeAccepted(ruleId: string): boolean {
  return accepted().includes(ruleId);
}

export function setNoticeAccepted(ruleId: string, yes: boolean) {
  const rest = accepted().filter((r) => r !== ruleId);
  writeJson(NOTICES, yes ? [...rest, ruleId] : rest);
}
