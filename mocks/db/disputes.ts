import type { DisputeEvidence } from '../../src/api/driver/disputes.types';

/**
 * What a dispute holds beyond its domain's own record: the evidence the driver added, what the operator
 * asked for (POST /__mock/disputes/{id}/ask), and, for 我已离场 (a service request has no verdict of its own), the
 * decision. The dispute itself is the domain's record (an appeal, a service request); this is only what it lacks.
 */
export interface DisputeNoteRecord {
  disputeId: string;
  /** In the order added; at: the clock's ms, to tell what came after an ask. */
  evidence: { item: DisputeEvidence; at: number }[];
  /** The operator's latest ask, and when; evidence added after it answers it. */
  asked: string[] | null;
  askedAt: number | null;
  decision: { upheld: boolean; reply: string; at: number } | null;
}

export interface DisputeTables {
  disputeNotes: DisputeNoteRecord[];
}

export function seedDisputes(): DisputeTables {
  return { disputeNotes: [] };
}
