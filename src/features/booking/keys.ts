/**
 * Payment and draft keys of the booking screens: one payment in flight per booking (the booking, or its overstay
 * afterwards: both are what is due on it), one draft per lot's booking form and per confirmed choice.
 */
export function bookOrderPayKey(bookOrderId: string): string {
  return `bookOrder:${bookOrderId}`;
}

export function bookingFormDraftKey(parkId: string): string {
  return `spaceBooking:${parkId}`;
}

/** The confirm page's draft: the same lot, plate, start and length is the same booking (and the same requestId). */
export function confirmDraftKey(choice: { parkId: string; plateNo: string; startTime: string; packageId?: string; durationMinutes?: number }): string {
  return `bookingNotarize:${choice.parkId}:${choice.plateNo}:${choice.startTime}:${choice.packageId ?? `${choice.durationMinutes ?? ''}min`}`;
}
