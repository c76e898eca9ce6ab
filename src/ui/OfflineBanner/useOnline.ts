import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// navigator.onLine is only wrong in the hopeful direction (a network that does not reach the internet reads as
// online): false is certain, so that is the one state worth telling the driver about.
const onLine = () => navigator.onLine !== false;

/** Whether the device has a network, following the browser's online/offline events. Prerendered as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onLine, () => true);
}
