import { useCallback, useRef, useState } from 'react';
import { useChangeReminderSettingsMutation, useReminderSettingsQuery } from '@/api/basic/reminders';
import type { ReminderSettingsChange } from '@/api/basic/reminders.types';

export interface SettingSaver {
  /**
   * Sends one change (only what changed) under `key`, once: while it is on its way another save of the same key does
   * nothing. Resolves true when the server took it (its answer replaces the cached settings), false when it did not:
   * the error catalogue has said why (a toast), and the settings are asked again, so the screen shows what the
   * server holds.
   */
  save: (key: string, change: ReminderSettingsChange) => Promise<boolean>;
  saving: (key: string) => boolean;
}

/** Saving the reminder settings one switch at a time: each change at once, nothing shown that the server did not say. */
export function useSettingSaver(): SettingSaver {
  const [change] = useChangeReminderSettingsMutation();
  const { refetch } = useReminderSettingsQuery();
  // The keys on their way: a ref so that a second tap in the same tick already finds its key taken.
  const inFlight = useRef(new Set<string>());
  const [, rerender] = useState(0);

  const save = useCallback(
    async (key: string, body: ReminderSettingsChange) => {
      if (inFlight.current.has(key)) return false;
      inFlight.current.add(key);
      rerender((n) => n + 1);
      try {
        await change(body).unwrap();
        return true;
      } catch {
        void refetch();
        return false;
      } finally {
        inFlight.current.delete(key);
        rerender((n) => n + 1);
      }
    },
    [change, refetch],
  );
  const saving = useCallback((key: string) => inFlight.current.has(key), []);
  return { save, saving };
}
