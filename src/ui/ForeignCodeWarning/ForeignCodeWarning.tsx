import { foreignCodeWarning } from '@/lib/scannedLink';
import styles from './ForeignCodeWarning.module.css';

export interface ForeignCodeWarningProps {
  /** Where the scanned code points (`checkScannedLink(…).host`, lib/scannedLink's pointedHost); '' names none. */
  host: string;
}

/**
 * A scanned code that is not ours: where it points, do not pay, nothing was paid (docs/rules/parking.md, "No fake codes"). A warning
 * against a scam stays until the driver has read it: on the page, announced once (role=alert), never a toast that is
 * gone in 3 s. The feature shows it in place of the scan's result and drops it when the driver scans again, types or
 * leaves.
 */
export function ForeignCodeWarning({ host }: ForeignCodeWarningProps) {
  const text = foreignCodeWarning(host);
  const at = host ? text.indexOf(host) : -1;
  return (
    <p className={styles.warning} role="alert">
      {at < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <strong className={styles.host} dir="ltr">
            {host}
          </strong>
          {text.slice(at + host.length)}
        </>
      )}
    </p>
  );
}
