import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { driverChoicesWanted } from './sessionSlice';
import { readStored, writeStored, type PhoneChoice, type PhoneChoices, type PhoneConsentKind } from './storage';
import { readToken } from './tokens';

/**
 * The consents this phone must decide on at once, before any answer: locating and the home banner's adverts. A
 * visitor's choices live here only and are sent nowhere (visitorConsents); a signed-in driver's are the server's,
 * mirrored here each time the server answers (driverConsents, forgotten at sign-out). Never chosen is not a refusal:
 * the kind's default holds (the host's own prompt asks before the first locating; the banner's adverts are the same
 * for every driver of the city). A signed-in driver's choices not read yet are not a default either: consentGate says
 * 'unknown', and the adverts wait for the server's answer (docs/rules/consent.md).
 */
export type { PhoneChoice, PhoneConsentKind };

const PHONE_KINDS: readonly string[] = ['location', 'marketing'];

const listeners = new Set<() => void>();
/** Tells the gates that watch (useConsentGate) that the choices on this phone changed. */
function changed(): void {
  for (const l of [...listeners]) l();
}

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
  changed();
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
  changed();
}

export function forgetDriverChoices(): void {
  writeStored('driverConsents', undefined);
  changed();
}

/** Whether this phone holds the signed-in driver's choices as the server last answered (an empty answer counts). */
export function hasDriverChoices(): boolean {
  return readStored('driverConsents') !== undefined;
}

/**
 * What a gate may do about `kind` now: 'refused'; 'free' (given, or never chosen: the kind's default); 'unknown' for a
 * signed-in driver whose choices this phone has not read yet (a new phone, or a sign-in whose read has not answered):
 * a refusal made on another phone may be on its way, so what it gates waits.
 */
export type ConsentGate = 'refused' | 'free' | 'unknown';

export function consentGate(kind: PhoneConsentKind): ConsentGate {
  if (!readToken()) return visitorChoice(kind)?.granted === false ? 'refused' : 'free';
  if (!hasDriverChoices()) return 'unknown';
  return choiceOf(readStored('driverConsents'), kind)?.granted === false ? 'refused' : 'free';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * consentGate for a component, drawn again when the choices change (the read after sign-in answers, a withdrawal); an
 * 'unknown' gate asks for the driver's choices (session/driverChoicesWanted).
 * The same value while React takes over the prerendered page: a gate that opened there for a moment would already
 * have sent what it holds back.
 */
export function useConsentGate(kind: PhoneConsentKind): ConsentGate {
  const read = () => consentGate(kind);
  const gate = useSyncExternalStore(subscribe, read, read);
  const dispatch = useDispatch();
  // Signed in with no copy of the choices on this phone: ask for them (the read after sign-in, if on its way, serves).
  useEffect(() => {
    if (gate === 'unknown') dispatch(driverChoicesWanted());
  }, [gate, dispatch]);
  return gate;
}

/** True when whoever uses this phone now (the signed-in driver, else the visitor) has refused `kind`. */
export function consentRefused(kind: PhoneConsentKind): boolean {
  const choice = readToken() ? choiceOf(readStored('driverConsents'), kind) : visitorChoice(kind);
  return choice?.granted === false;
}
