import { href, paths } from '@/lib/paths';
import { foreignCodeWarning } from '@/lib/scannedLink';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ForeignCodeWarning.module.css';

export interface ForeignCodeWarningProps {
  /** Where the scanned code points (`checkScannedLink(…).host`, lib/scannedLink's pointedHost); '' names none. */
  host: string;
  /**
   * The scanned text as read: given, 核实通知 under the warning opens /checkNotice with it filled in, so the driver can
   * ask whether a ticket or sign carrying that code is ours before paying anyone (docs/rules/scam-check.md).
   */
  scanned?: string;
}

/**
 * A scanned code that is not ours: where it points, do not pay, nothing was paid (docs/rules/parking.md, "No fake codes"). A warning
 * against a scam stays until the driver has read it: on the page, announced once (role=alert), never a toast that is
 * gone in 3 s. The feature shows it in place of the scan's result and drops it when the driver scans again, types or
 * leaves. Every scanner offers the same way on to 核实通知 here, once, rather than each feature drawing its own.
 */
export function ForeignCodeWarning({ host, scanned }: ForeignCodeWarningProps) {
  const text = foreignCodeWarning(host);
  const at = host ? text.indexOf(host) : -1;
  return (
    <>
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
      {scanned !== undefined && (
        // Nothing is opened or sent: the check page shows what it read and asks only when the driver taps 核实.
        <LinkButton to={href(paths.checkNotice, { text: scanned })} small>
          核实通知
        </LinkButton>
      )}
    </>
  );
}
