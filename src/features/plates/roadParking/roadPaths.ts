import { href, paths } from '@/lib/paths';

const CHILD = {
  index: paths.roadParkingIndex,
  palteList: paths.roadParkingPalteList,
  parkingList: paths.roadParkingParkingList,
  addCar: paths.roadParkingAddCar,
} as const;

/** Links between the road-side children, keeping the section (parkId) and the chosen plate. */
export function roadPath(child: keyof typeof CHILD, q: { parkId: string | null; plateId?: string | null }): string {
  const query = { parkId: q.parkId ?? undefined, plateId: q.plateId ?? undefined };
  return child === 'addCar' ? href(CHILD.addCar, { parkId: query.parkId }) : href(CHILD[child], query);
}
