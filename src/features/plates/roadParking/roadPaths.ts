/** Links between the road-side children, keeping the section (parkId) and the chosen plate. */
export function roadPath(child: 'index' | 'palteList' | 'parkingList' | 'addCar', q: { parkId: string | null; plateId?: string | null }): string {
  const params = new URLSearchParams();
  if (q.parkId) params.set('parkId', q.parkId);
  if (q.plateId) params.set('plateId', q.plateId);
  const s = params.toString();
  return `/roadParking/${child}${s ? `?${s}` : ''}`;
}
