import { checkScannedLink } from './scannedLink';

/**
 * A charging pile's number from what the driver scanned or typed: the 6 digits printed on the pile, or a pile QR
 * code (one of our links carrying pileCode=…, or the digits alone). Anything else — another host's link too — is
 * not a pile: null, and the screen says so before anything is started or paid.
 */
export const PILE_CODE = /^\d{6}$/;

export function parsePileCode(raw: string | null | undefined): string | null {
  const link = checkScannedLink(raw ?? '', 'pile');
  if (link.kind === 'foreign') return null;
  if (link.kind === 'bare') return PILE_CODE.test(link.text) ? link.text : null;
  const fromLink = link.url.searchParams.get('pileCode')?.trim() ?? '';
  return PILE_CODE.test(fromLink) ? fromLink : null;
}
