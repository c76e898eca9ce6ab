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

export interface ToastOptions {
  /**
   * The toast is about the app, not the page it was raised on (the session ended and login follows in 3 s): it
   * stays when the driver leaves the page. Without it a toast belongs to its page and goes when the page does.
   */
  outlivesPage?: boolean;
}

export interface UiEffects {
  /**
   * A short message that disappears by itself after `ms`, or earlier when the driver leaves the page it was raised
   * on. A toast raised in the same turn that starts a navigation (a submit says 已提交 and opens its result) is
   * that navigation's message and goes to the next page with it.
   */
  toast(text: string, ms?: number, options?: ToastOptions): void;
  /** A navigation to another page started: the toasts of the page being left go (see `toast`). */
  pageLeft(): void;
  /** A modal with buttons; resolves with the key of the button tapped (or null if closed by `closeDialogs`). */
  dialog<K extends string>(options: DialogOptions<K>): Promise<K | null>;
  /** Closes every open dialog (a timed redirect leaves none behind). */
  closeDialogs(): void;
}
