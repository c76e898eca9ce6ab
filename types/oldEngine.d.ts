/** index.html's notice for a phone that cannot run the app (src/page/oldEngineNotice.js) and the app's word to it. */
interface Window {
  /** Set by the app after its first commit (src/app/mountApp.tsx): from then on no error shows the notice. */
  __appMounted?: boolean;
  /** The notice's: the boot's error, shown as the notice when it is one of an engine that lacks what the app calls. */
  __appFailed?: (error: unknown) => void;
}
