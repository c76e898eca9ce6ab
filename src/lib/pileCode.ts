/**
 * A charging pile's number from what the driver scanned or typed: the 6 digits printed on the pile, or a pile QR
 * code (a link carrying pileCode=…, or the digits alone). Anything else is not a pile: null, and the screen says so
 * before anything is started or paid.
 */
export const PILE_CODE = /^\d{6}$/;

export function parsePileCode(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (PILE_CODE.test(text)) return text;
  try {
    const fromLink = new URL(text).searchParams.get('pileCode')?.trim() ?? '';
    return PILE_CODE.test(fromLink) ? fromLink : null;
  } catch {
    return null;
  }
}
