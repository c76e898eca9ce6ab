/** Seed of the parking domain (owned by the services that use it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the parking domain
export interface ParkingTables {}

export function seedParking(_now: number): ParkingTables {
  return {};
}
