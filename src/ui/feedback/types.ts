/** The UI effects sagas may perform. The app passes the DOM implementation; tests pass fakes or the same one. */
export interface DialogAction<K extends string = string> {
  key: K;
  text: string;
  primary?: boolean;
}

export interface DialogOptions<K extends string = string> {
  title?: string;
  content: string;
  actions: DialogAction<K>[];
  /**
   * The action that changes nothing: focused first and taken by Escape. Default: the first non-primary action
   * when there are several (so 确认 is never one Enter away), none when there is one.
   */
  safeKey?: K;
}

export interface UiEffects {
  /** A short message that disappears by itself after `ms`. */
  toast(text: string, ms?: number): void;
  /** A modal with buttons; resolves with the key of the button tapped (or null if closed by `closeDialogs`). */
  dialog<K extends string>(options: DialogOptions<K>): Promise<K | null>;
  /** Closes every open dialog (a timed redirect leaves none behind). */
  closeDialogs(): void;
}
