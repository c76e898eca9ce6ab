import type { Db } from '../../db';
import type { DisputeNoteRecord } from '../../db/disputes';

/** Reading and writing a dispute's note (db.disputeNotes): made when first written. */
export function noteOf(db: Db, disputeId: string): DisputeNoteRecord | undefined {
  return db.disputeNotes.find((n) => n.disputeId === disputeId);
}

/** The note of a dispute, made when first written. */
export function writableNote(db: Db, disputeId: string): DisputeNoteRecord {
  const found = noteOf(db, disputeId);
  if (found) return found;
  const note: DisputeNoteRecord = { disputeId, evidence: [], asked: null, askedAt: null, decision: null };
  db.disputeNotes.push(note);
  return note;
}

export function decisionOf(db: Db, disputeId: string): DisputeNoteRecord['decision'] {
  return noteOf(db, disputeId)?.decision ?? null;
}
