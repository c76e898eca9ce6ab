/** Extra tables the parks screens need (owned with mocks/services/parks.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the parks work
export interface ParksTables {}

export function seedParks(_now: number): ParksTables {
  return {};
}
