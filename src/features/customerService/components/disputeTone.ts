import type { DisputeState } from '@/api/driver/disputes.types';
import type { Tone } from '@/ui/StateTag';

/** How each dispute state is coloured wherever it shows. */
export const DISPUTE_TONE: Record<DisputeState, Tone> = {
  submitted: 'primary', needsEvidence: 'warning', reviewing: 'primary', upheld: 'success', rejected: 'danger', unknown: 'default',
};
