import { DRIVER_A, DRIVER_B } from './ids';

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
  const day = 86_400_000;
  return {
    chargingVins: [
      // A's new-energy car (京AD12345, plate PL3 in accounts.ts) plugs and charges with its VIN.
      { id: 'VIN000001', driverId: DRIVER_A, vin: 'LRWYGCEE6PC123456', plateNo: '京AD12345', createdAt: now - 90 * day },
      // B's VIN, bound to no plate: A adding it is refused (a VIN belongs to one driver).
      { id: 'VIN000002', driverId: DRIVER_B, vin: 'LGXCE4CB2N0123456', plateNo: null, createdAt: now - 40 * day },
    ],
  };
}
