import { checkVin } from '@/lib/vin';

/** The licence's front page (所有人, 车辆识别代号, the photo): two photos at most (the page, and its back if asked). */
export const MAX_CLAIM_PICTURES = 2;

export interface ClaimDraft {
  ownerName: string;
  vin: string;
}

/** The owner as printed on the licence: a person's or a company's name. */
export function ownerNameError(raw: string): string | null {
  const name = raw.trim();
  if (!name) return '请输入行驶证上的所有人';
  if ([...name].length > 50) return '所有人不能超过50个字';
  return null;
}

/** The VIN as the licence prints it: 17 characters, checked as the rest of the app checks one. */
export function vinError(raw: string): string | null {
  const check = checkVin(raw);
  return check.valid ? null : (check.issues[0]?.message ?? '请核对车辆识别代号');
}
