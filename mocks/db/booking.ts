/** Seed of the booking domain (owned by the services that use it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the booking domain
export interface BookingTables {}

export function seedBooking(_now: number): BookingTables {
  return {};
}
