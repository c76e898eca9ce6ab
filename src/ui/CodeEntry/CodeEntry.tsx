import { Button, Input, List } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { checkScannedLink, type CodeKind } from '@/lib/scannedLink';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { CodeNotice, ForeignCodeWarning } from '@/ui/ForeignCodeWarning';
import styles from './CodeEntry.module.css';

export interface CodeEntryTexts {
  /** The line above the scan button: what the code is and what it gives. */
  intro: string;
  /** The scan button's words. */
  scan: string;
  /** A scanned code that is neither the feature's nor another platform's. */
  unrecognised: string;
  placeholder: string;
  submit: string;
  /** The submit button's words while `pending`. */
  submitting?: string;
  title?: string;
  label?: string;
  hint?: string;
  scanFailed?: string;
}

export interface CodeEntryProps<T> {
  /** Fills the field (a link's ?code=); the driver still submits. */
  initialCode: string;
  texts: CodeEntryTexts;
  /** Which printed codes are the feature's: another platform's gets the do-not-pay warning. */
  codeKind: CodeKind;
  /** A typed code as the server reads it (trimmed, capitals). */
  normalise: (typed: string) => string;
  /** The message for a normalised code that cannot be one; null when it can. */
  codeError: (code: string) => string | null;
  /** A valid typed code, normalised. */
  onCode: (code: string) => Promise<void> | void;
  /** What a scan carries for the feature; null when it is not the feature's code. */
  readScan: (scanned: string) => T | null;
  onScan: (found: T) => Promise<void> | void;
  /** The feature's own work runs (a claim): both buttons wait. */
  pending?: boolean;
  /** The message shown, when the feature keeps it (its own failures too); the kit keeps it otherwise. */
  error?: string | null;
  onError?: (message: string | null) => void;
  className?: string;
}

const CODE_CHARS = /[^A-Za-z0-9]/g;

/**
 * Scan a printed code where the host can scan, or type it (a plain browser may not scan; typing is always offered).
 * The feature says what a code is, what a scan carries and what happens next.
 */
export function CodeEntry<T>({
  initialCode,
  texts,
  codeKind,
  normalise,
  codeError,
  onCode,
  readScan,
  onScan,
  pending = false,
  error,
  onError,
  className,
}: CodeEntryProps<T>) {
  const platform = usePlatform();
  const titleId = useId();
  const [scanning, setScanning] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const notice = error !== undefined ? error : ownError;
  const setNotice = onError ?? setOwnError;
  // A scanned code that is not ours: where it points and what it said (for 核实通知), kept on the page until the driver
  // scans again, types or sends.
  const [foreign, setForeign] = useState<{ host: string; scanned: string } | null>(null);
  const form = useForm({
    initial: { code: initialCode },
    showErrors: 'submit',
    validate: (v) => ({ code: codeError(normalise(v.code)) }),
    onSubmit: (v) => {
      setForeign(null);
      return onCode(normalise(v.code));
    },
  });
  const scan = async () => {
    setScanning(true);
    setNotice(null);
    setForeign(null);
    try {
      const scanned = await platform.scan();
      const found = readScan(scanned);
      if (found !== null) await onScan(found);
      else {
        const link = checkScannedLink(scanned, codeKind);
        if (link.kind === 'foreign') setForeign({ host: link.host, scanned });
        else setNotice(texts.unrecognised);
      }
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) {
        setNotice(e instanceof Error && e.message ? e.message : (texts.scanFailed ?? '扫码失败，请手动输入券码'));
      }
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className={[styles.codeEntry, className].filter(Boolean).join(' ')}>
      <p className={styles.weak}>{texts.intro}</p>
      {foreign && <ForeignCodeWarning host={foreign.host} scanned={foreign.scanned} />}
      {notice && <CodeNotice>{notice}</CodeNotice>}
      <Button color="primary" shape="rounded" size="large" block loading={scanning} loadingText="扫码中…" disabled={pending} onClick={() => void scan()}>
        <ScanningOutline aria-hidden="true" /> {texts.scan}
      </Button>
      <form onSubmit={form.submit} noValidate className={styles.card} aria-labelledby={titleId}>
        <h2 className={styles.title} id={titleId}>
          {texts.title ?? '或输入券码'}
        </h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={form.id('code')} label={texts.label ?? '券码'} error={form.errors.code} hint={texts.hint ?? '券码印在二维码下方，由字母和数字组成'}>
            <Input
              id={form.id('code')}
              autoComplete="off"
              maxLength={32}
              placeholder={texts.placeholder}
              value={form.values.code}
              onChange={(code) => {
                setForeign(null);
                form.set({ code: code.replace(CODE_CHARS, '') });
              }}
            />
          </Field>
        </List>
        <div className={styles.pad}>
          <Button type="submit" block shape="rounded" color="primary" fill="outline" loading={pending && !scanning} loadingText={texts.submitting} disabled={pending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
