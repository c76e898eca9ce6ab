import * as v from 'valibot';
import { cents, entriesOf, int, wireTime } from '../../lib/schema';

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
export const ChargingVin = v.object({
  id: v.string(),
  /** 17 characters, upper case. */
  vin: v.string(),
  /** The bound plate it charges for, or null. A plate the driver has since unbound reads null. */
  plateNo: v.nullable(v.string()),
  /** When it was added. */
  createdAt: wireTime,
});
export type ChargingVin = v.InferOutput<typeof ChargingVin>;

export const ChargingVinList = v.object({
  results: v.array(ChargingVin),
  total: int,
  /** MAX_CHARGING_VINS as the server enforces it. */
  maxCount: int,
});
export type ChargingVinList = v.InferOutput<typeof ChargingVinList>;

/** POST /cps/v2/api/vins. */
export const AddChargingVinBody = v.object({
  vin: v.string(),
  /** One of the driver's bound plates. */
  plateNo: v.optional(v.string()),
  /** The driver confirmed a VIN whose only fault is the check digit (an imported car). */
  acceptCheckDigit: v.optional(v.boolean()),
});
export type AddChargingVinBody = v.InferOutput<typeof AddChargingVinBody>;

/** PUT /cps/v2/api/vins/{id}: the body (the id is in the path). */
export const BindVinPlateBody = v.object({
  plateNo: v.nullable(v.string()),
});
export type BindVinPlateBody = v.InferOutput<typeof BindVinPlateBody>;

/** PUT /cps/v2/api/vins/{id}: bind to another of the driver's plates, or null to unbind. */
export const BindVinPlateArg = v.object({
  id: v.string(),
  ...entriesOf(BindVinPlateBody),
});
export type BindVinPlateArg = v.InferOutput<typeof BindVinPlateArg>;

export const VinIdArg = v.object({
  id: v.string(),
});
export type VinIdArg = v.InferOutput<typeof VinIdArg>;

/** One charging card of the driver (GET /cps/v2/api/charging/cards). */
export const ChargingCard = v.object({
  cardNo: v.string(),
  balanceCents: cents,
  /** The last change of the card (balance or password). */
  updatedAt: wireTime,
});
export type ChargingCard = v.InferOutput<typeof ChargingCard>;

export const ChargingCards = v.array(ChargingCard);
export type ChargingCards = v.InferOutput<typeof ChargingCards>;
