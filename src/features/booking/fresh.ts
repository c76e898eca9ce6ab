/**
 * Bookings, locks and lots change without the driver (the clock expires a booking, a lock reports, others book):
 * a screen that shows one asks the server again each time it opens, not a minute-old answer.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
