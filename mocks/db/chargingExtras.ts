/**
 * Charging tables beyond stations and orders (issue 10): plug-and-charge VINs. Seeded with the rest by db/index.ts.
 */
export interface ChargingVinRecord {
  id: string;
  driverId: string;
  vin: string;
  /** The plate it is bound to, or null. */
  plateNo: string | null;
  createdAt: number;
}

export interface ChargingExtraTables {
  chargingVins: ChargingVinRecord[];
}

export function seedChargingExtras(now: number): ChargingExtraTables {
  void now;
  return { chargingVins: [] };
}
