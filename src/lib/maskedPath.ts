/**
 * An address as a report may name it, where no route table says its template: every segment that is not all letters
 * (an id, a plate, an order number) becomes ':id', and 'other' when nothing of it is left ('/' stays '/'). The field
 * code before its router (src/app/field/fieldNames.ts) and the server's reading of the page's own beacon
 * (src/api/basic/fieldPageBeacon.ts) name a page so.
 */
export function maskedPath(pathname: string): string {
  const masked = pathname.split('/').filter(Boolean).map((s) => (/^[A-Za-z]+$/.test(s) ? s : ':id'));
  return masked.some((s) => s !== ':id') ? `/${masked.join('/')}`.slice(0, 80) : pathname === '/' ? '/' : 'other';
}
