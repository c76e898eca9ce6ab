/** The dealer service refuses longer keywords. */
export const KEYWORD_MAX = 30;

/** The map centred on a park with its sheet open. */
export function mapUrlFor(p: { parkId: string; longitude: number; latitude: number }): string {
  const q = new URLSearchParams({ parkId: p.parkId, isDetailPark: '1', lng: String(p.longitude), lat: String(p.latitude) });
  return `/map?${q.toString()}`;
}
