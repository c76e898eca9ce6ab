import type { Cents } from '../../lib/wire';

/**
 * Plug-and-charge VINs and the driver's charging cards on the cps service. These calls are not in endpoints.json;
 * they are this app's design, served by mocks/services/cps/vinsCards.ts. Times are
 * 'YYYY-MM-DD HH:mm:ss' (Beijing time).
 */

/** A driver may keep at most this many VINs (the server refuses the next one with VIN_CODES.limit). */
export const MAX_CHARGING_VINS = 5;

/** Business refusals of the VIN calls (a malformed VIN or body is a 400 with a message). */
export const VIN_CODES = {
  /** Only the check digit is wrong and the driver did not confirm it (send acceptCheckDigit: true). */
  checkDigit: '0xd07020001',
  /** This driver already has this VIN. */
  alreadyMine: '0xd07020002',
  /** Another account has this VIN: a VIN belongs to one driver. */
  boundByOther: '0xd07020003',
  /** MAX_CHARGING_VINS reached. */
  limit: '0xd07020004',
  /** The plate is not one of the driver's bound plates, or another of their VINs already has it. */
  plateRefused: '0xd07020005',
} as const;

/** One VIN of the driver (GET /cps/v2/api/vins). */
export interface ChargingVin {
  id: string;
  /** 17 characters, upper case. */
  vin: string;
  /** The bound plate it charges for, or null. A plate the driver has since unbound reads null. */
  plateNo: string | null;
  /** When it was added. */
  createdAt: string;
}

export interface ChargingVinList {
  results: ChargingVin[];
  total: number;
  /** MAX_CHARGING_VINS as the server enforces it. */
  maxCount: number;
}

/** POST /cps/v2/api/vins. */
export interface AddChargingVinBody {
  vin: string;
  /** One of the driver's bound plates. */
  plateNo?: string;
  /** The driver confirmed a VIN whose only fault is the check digit (an imported car). */
  acceptCheckDigit?: boolean;
}

/** PUT /cps/v2/api/vins/{id}: bind to another of the driver's plates, or null to unbind. */
export interface BindVinPlateArg {
  id: string;
  plateNo: string | null;
}

export interface VinIdArg {
  id: string;
}

/** One charging card of the driver (GET /cps/v2/api/charging/cards). */
export interface ChargingCard {
  cardNo: string;
  balanceCents: Cents;
  /** The last change of the card (balance or password). */
  updatedAt: string;
}
