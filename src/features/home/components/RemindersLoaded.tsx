import { ExpiringPasses } from '@/ui/ExpiringPasses/ExpiringPasses';
import { UnusedBookings } from '@/ui/Reminders/UnusedBookings';
import { UnusedPasses } from '@/ui/Reminders/UnusedPasses';

/** The home's reminders, one chunk loaded after the first screen. */
export function RemindersLoaded() {
  return (
    <>
      <ExpiringPasses />
      <UnusedPasses />
      <UnusedBookings />
    </>
  );
}
