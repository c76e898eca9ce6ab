import type { Navigator } from '@/app/navigator';
import type { Platform } from '@/platform/types';
import type { DialogOptions, UiEffects } from '@/ui/feedback/types';

/** A navigator that records where sagas sent the driver. */
export function fakeNavigator(start = '/home'): Navigator & { visits: string[]; backs: number } {
  const nav = {
    visits: [start] as string[],
    backs: 0,
    navigate(to: string) {
      nav.visits.push(to);
    },
    back() {
      nav.backs += 1;
    },
    currentUrl() {
      return nav.visits[nav.visits.length - 1] as string;
    },
  };
  return nav;
}

/** UI effects that record toasts and dialogs; `answer` decides which button each dialog gets. */
export function fakeUi(answer: (d: DialogOptions) => string | null = () => null): UiEffects & {
  toasts: { text: string; ms: number | undefined }[];
  dialogs: DialogOptions[];
  closed: number;
} {
  const ui = {
    toasts: [] as { text: string; ms: number | undefined }[],
    dialogs: [] as DialogOptions[],
    closed: 0,
    toast(text: string, ms?: number) {
      ui.toasts.push({ text, ms });
    },
    dialog<K extends string>(d: DialogOptions<K>): Promise<K | null> {
      ui.dialogs.push(d as DialogOptions);
      const a = answer(d as DialogOptions);
      return a === null ? new Promise<K | null>(() => undefined) : Promise.resolve(a as K);
    },
    closeDialogs() {
      ui.closed += 1;
    },
  };
  return ui;
}

export function fakePlatform(clientType: 1 | 2 | 3 = 2): Platform & { closes: number } {
  const p = {
    clientType,
    closes: 0,
    closeWindow() {
      p.closes += 1;
    },
  };
  return p;
}
