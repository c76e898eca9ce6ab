/** Seed of the charging domain (owned by the services that use it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the charging domain
export interface ChargingTables {}

export function seedCharging(_now: number): ChargingTables {
  return {};
}
