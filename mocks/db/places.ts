/** Seed of the places domain (owned by the services that use it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the places domain
export interface PlaceTables {}

export function seedPlaces(_now: number): PlaceTables {
  return {};
}
