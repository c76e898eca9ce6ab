import type { Relation } from '@/api/driver/members.types';
import { UNKNOWN } from '@/lib/schema';

/** A relation as the driver reads it: one the app does not know yet says 未知. */
export function relationText(relation: Relation): string {
  return relation === UNKNOWN ? '未知' : relation;
}
