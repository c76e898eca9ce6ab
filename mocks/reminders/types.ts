import type { ReminderKind } from '../../src/api/basic/reminderKinds';
import type { Db } from '../db';

/**
 * A reminder a rule finds due or coming: one thing warned of at one moment. A rule returns only what is still
 * true now (a fee paid, a session stopped or a pass renewed gives nothing), so nothing is sent after it was
 * dealt with; the engine sends each key once.
 */
export interface ReminderDue {
  /** Unique per thing and moment warned of, e.g. 'chargeIdleSoon:C30001'; a renewal makes a new one. */
  key: string;
  driverId: string;
  kind: ReminderKind;
  /** When it is to be sent on the server's clock. */
  dueAt: number;
  /** The moment it warns of: a warning not sent by then is not sent at all (it would come after the fact). */
  staleAt?: number;
  title: string;
  body: string;
  /** The app's page that deals with it (a path of this app). */
  url: string;
}

/** Reads the server's state at `now` and returns the reminders it implies, due or not yet. */
export type ReminderRule = (db: Db, now: number) => ReminderDue[];
