import gcoord from 'gcoord';

/** A point as the APIs write it: longitude first. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** GPS / browser geolocation (WGS84) → what AMap and the dealer/cps services use (GCJ-02). */
export function wgs84ToGcj02(p: LngLat): LngLat {
  const [lng, lat] = gcoord.transform([p.lng, p.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lng, lat };
}

/** GCJ-02 → Baidu's BD-09 (the second map provider's coordinates). */
export function gcj02ToBd09(p: LngLat): LngLat {
  const [lng, lat] = gcoord.transform([p.lng, p.lat], gcoord.GCJ02, gcoord.BD09);
  return { lng, lat };
}
