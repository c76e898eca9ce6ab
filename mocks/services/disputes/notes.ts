import type { DisputeEvidence } from '../../../src/api/driver/disputes.types';
import type { Db } from '../../db';

/**
 * What a dispute holds beyond its domain's own record: the evidence the driver added, what the operator asked for
 * (POST /__mock/disputes/{id}/ask), and, for 我已离场 (a service request has no verdict of its own), the decision.
 * Kept on the db beside the domains' tables and made on first use, so a fresh backend starts with none.
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

interface DisputeTables {
  disputeNotes: DisputeNoteRecord[];
}

function notesOf(db: Db): DisputeNoteRecord[] {
  const d = db as Db & Partial<DisputeTables>;
  d.disputeNotes ??= [];
  return d.disputeNotes;
}

export function noteOf(db: Db, disputeId: string): DisputeNoteRecord | undefined {
  return notesOf(db).find((n) => n.disputeId === disputeId);
}

/** The note of a dispute, made when first written. */
export function writableNote(db: Db, disputeId: string): DisputeNoteRecord {
  const found = noteOf(db, disputeId);
  if (found) return found;
  const note: DisputeNoteRecord = { disputeId, evidence: [], asked: null, askedAt: null, decision: null };
  notesOf(db).push(note);
  return note;
}

export function decisionOf(db: Db, disputeId: string): DisputeNoteRecord['decision'] {
  return noteOf(db, disputeId)?.decision ?? null;
}
