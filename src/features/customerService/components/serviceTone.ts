import type { ServiceState } from '@/api/basic/service.types';
import { UNKNOWN } from '@/lib/schema';
import type { Tone } from '@/ui/StateTag';

/** A request's state as a tag's tone: 1 submitted, 2 in hand, 3 answered, 4 closed (a state not known yet: plain). */
export const SERVICE_TONE: Record<ServiceState, Tone> = { 1: 'primary', 2: 'warning', 3: 'success', 4: 'default', [UNKNOWN]: 'default' };
