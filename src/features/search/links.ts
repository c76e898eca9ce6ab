import { href, paths } from '@/lib/paths';

/** The dealer service refuses longer keywords. */
export const KEYWORD_MAX = 30;

/** The map centred on a park with its sheet open. */
export function mapUrlFor(p: { parkId: string; longitude: number; latitude: number }): string {
  return href(paths.map, { parkId: p.parkId, isDetailPark: 1, lng: p.longitude, lat: p.latitude });
}
