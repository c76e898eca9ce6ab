import { decodeBase64, encodeBase64 } from './base64';
import { randomString } from './random';

/** The CustomPayload header's contents (spec section 3). */
export interface CustomPayload {
  ns: string;
  ts: number;
  driverDealerId: string;
  openid: string;
  buyid: string;
  authModel: number;
}

export const NONCE_LENGTH = 32;

export function buildCustomPayload(fields: Omit<CustomPayload, 'ns' | 'ts'>, now = Date.now()): CustomPayload {
  return { ns: randomString(NONCE_LENGTH), ts: now, ...fields };
}

export function encodeCustomPayload(p: CustomPayload): string {
  return encodeBase64(JSON.stringify(p));
}

export function decodeCustomPayload(header: string): CustomPayload {
  return JSON.parse(decodeBase64(header)) as CustomPayload;
}
