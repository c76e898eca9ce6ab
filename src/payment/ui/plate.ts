/**
 * A plate as the server formatted it ('京A·12345', sometimes '京A 12345') back to the plate itself, so PlateBadge
 * writes it (and picks its colour) the one way. For the answers that carry only formatPlateNo.
 */
export function plainPlate(formatted: string): string {
  return formatted.replace(/[·\s]/g, '');
}
