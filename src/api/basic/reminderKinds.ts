import { href, paths } from '../../lib/paths';

/** The message centre's 提醒 tab: where every reminder is, and where a reminder with no page of its own opens. */
export const REMINDERS_CENTRE = href(paths.sysnotice, { tab: 'reminders' });

/**
 * Every reminder the server sends, with what the app and the server both need to know of it: the group
 * it belongs to (one WeChat subscribe template per group, one row of switches per group in the settings) and
 * whether it warns of a fee (fee warnings go through quiet hours unless the driver says otherwise, and only they
 * may go by SMS). The texts a driver reads are the server's; the app names the kinds in its settings.
 */
export const REMINDER_KINDS = {
  parkFreeEnds: { group: 'parking', fee: true },
  parkFeeRises: { group: 'parking', fee: true },
  parkDailyCap: { group: 'parking', fee: false },
  chargeEnded: { group: 'charging', fee: false },
  chargeIdleSoon: { group: 'charging', fee: true },
  chargeIdleStarted: { group: 'charging', fee: true },
  chargePhantom: { group: 'charging', fee: true },
  chargeHoldEnding: { group: 'charging', fee: true },
  // Not a fee, but as urgent as one: the gun is held 5 minutes, so a turn that waited for quiet hours' end would be lost.
  chargeQueueTurn: { group: 'charging', fee: true },
  chargeScheduledStarted: { group: 'charging', fee: false },
  bookingStartsSoon: { group: 'booking', fee: false },
  bookingNoShowCloses: { group: 'booking', fee: true },
  bookingEndsSoon: { group: 'booking', fee: true },
  passExpiring: { group: 'pass', fee: false },
  offPeakWindowEnds: { group: 'pass', fee: true },
  withdrawalResult: { group: 'account', fee: false },
  invoiceResult: { group: 'account', fee: false },
  serviceAnswered: { group: 'account', fee: false },
  // A claim of a plate: to its holder when one is made and when the plate moves, to the claimant when it is decided.
  plateClaim: { group: 'account', fee: false },
  // A claim of a charging VIN: the same, to its holder and to the claimant.
  vinClaim: { group: 'account', fee: false },
} as const satisfies Record<string, { group: ReminderGroup; fee: boolean }>;

export type ReminderKind = keyof typeof REMINDER_KINDS;
export type ReminderGroup = 'parking' | 'charging' | 'booking' | 'pass' | 'account';
export const REMINDER_GROUPS: readonly ReminderGroup[] = ['parking', 'charging', 'booking', 'pass', 'account'];

export const reminderKindsOf = (group: ReminderGroup): ReminderKind[] =>
  (Object.keys(REMINDER_KINDS) as ReminderKind[]).filter((k) => REMINDER_KINDS[k].group === group);
