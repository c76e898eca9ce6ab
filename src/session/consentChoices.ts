import { readStored, writeStored, type PhoneChoice, type PhoneChoices, type PhoneConsentKind } from './storage';
import { readToken } from './tokens';

/**
 * The consents this phone must decide on at once, before any answer: locating and the home banner's adverts. A
 * visitor's choices live here only and are sent nowhere (visitorConsents); a signed-in driver's are the server's,
 * mirrored here each time the server answers (driverConsents, forgotten at sign-out). Never chosen is not a refusal:
 * the kind's default holds (the host's own prompt asks before the first locating; the banner's adverts are the same
 * for every driver of the city).
 */
export type { PhoneChoice, PhoneConsentKind };

const PHONE_KINDS: readonly string[] = ['location', 'marketing'];

function choiceOf(choices: PhoneChoices | undefined, kind: PhoneConsentKind): PhoneChoice | undefined {
  const c: unknown = choices?.[kind];
  if (!c || typeof c !== 'object') return undefined;
  const { granted, changedAt } = c as Record<string, unknown>;
  return typeof granted === 'boolean' && typeof changedAt === 'string' ? { granted, changedAt } : undefined;
}

/** The visitor's own choice on this phone. */
export function visitorChoice(kind: PhoneConsentKind): PhoneChoice | undefined {
  return choiceOf(readStored('visitorConsents'), kind);
}

export function saveVisitorChoice(kind: PhoneConsentKind, choice: PhoneChoice): void {
  writeStored('visitorConsents', { ...readStored('visitorConsents'), [kind]: choice });
  if (kind === 'location' && !choice.granted) forgetPosition();
}

/** 定位 refused: the last position kept on this phone goes too. */
function forgetPosition(): void {
  writeStored('lng', undefined);
  writeStored('lat', undefined);
}

/** Mirrors the server's answer (the whole list or one consent) for the phone's gates. */
export function mirrorDriverChoices(list: readonly { kind: string; granted: boolean; changedAt: string | null }[]): void {
  const next: PhoneChoices = { ...readStored('driverConsents') };
  for (const c of list) {
    if (!PHONE_KINDS.includes(c.kind)) continue;
    const kind = c.kind as PhoneConsentKind;
    if (c.changedAt === null) delete next[kind];
    else next[kind] = { granted: c.granted, changedAt: c.changedAt };
  }
  writeStored('driverConsents', next);
  if (next.location?.granted === false) forgetPosition();
}

export function forgetDriverChoices(): void {
  writeStored('driverConsents', undefined);
}

/** True when whoever uses this phone now (the signed-in driver, else the visitor) has refused `kind`. */
export function consentRefused(kind: PhoneConsentKind): boolean {
  const choice = readToken() ? choiceOf(readStored('driverConsents'), kind) : visitorChoice(kind);
  return choice?.granted === false;
}
