import type { CreateBookOrderBody } from '@/api/booking/types';

/** What the confirm page books, read from its address; null when something it needs is missing. */
export type BookingChoice = Omit<CreateBookOrderBody, 'requestId'>;

export function readChoice(search: URLSearchParams): BookingChoice | null {
  const parkId = search.get('parkId');
  const plateNo = search.get('plateNo');
  const startTime = search.get('startTime');
  const packageId = search.get('packageId') || undefined;
  const minutes = Number(search.get('durationMinutes'));
  const durationMinutes = Number.isInteger(minutes) && minutes > 0 ? minutes : undefined;
  if (!parkId || !plateNo || !startTime || (!packageId && !durationMinutes)) return null;
  return {
    parkId,
    plateNo,
    startTime,
    ...(packageId ? { packageId } : { durationMinutes }),
    ...(search.get('berthTypeId') ? { berthTypeId: search.get('berthTypeId') ?? undefined } : {}),
    ...(search.get('berthId') ? { berthId: search.get('berthId') ?? undefined } : {}),
  };
}
