import type { ClientType } from '@/api/types/envelope';

/** What sagas need of the client the app runs in. The shell issue grows this into the full bridge interface. */
export interface Platform {
  readonly clientType: ClientType;
  /** Closes the webview through whichever bridge exists. */
  closeWindow(): void;
}
