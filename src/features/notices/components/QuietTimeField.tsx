import { useEffect, useRef, useState } from 'react';
import { Field } from '@/ui/form';
import styles from './QuietTimeField.module.css';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A typed time settles this long after the last key (each segment typed is a change of its own). */
const SETTLE_MS = 800;

/**
 * A time of the quiet hours: the phone's own time picker (a native time input: large, localised, read out by screen
 * readers) in a labelled field. A picked time is saved once it settles, or at once when the field is left; while it is
 * saved the field waits (read-only, 保存中…). Whatever the server answers is shown: a refused time goes back to the
 * server's.
 */
export function QuietTimeField({ id, label, value, saving, onSave }: {
  id: string;
  label: string;
  /** 'HH:mm' as the server holds it. */
  value: string;
  saving: boolean;
  /** Resolves true when the server took it. */
  onSave: (time: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(value);
  const server = useRef(value);
  const sending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    server.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (time: string) => {
    clearTimeout(timer.current);
    if (!HHMM.test(time)) {
      setDraft(server.current);
      return;
    }
    if (time === server.current || time === sending.current) return;
    sending.current = time;
    void onSave(time).then((ok) => {
      sending.current = null;
      if (!ok) setDraft(server.current);
    });
  };

  return (
    <Field id={id} label={label} hint={saving ? '保存中…' : undefined}>
      <input
        id={id}
        className={styles.time}
        type="time"
        value={draft}
        readOnly={saving}
        aria-busy={saving || undefined}
        onChange={(e) => {
          const time = e.target.value;
          setDraft(time);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(time), SETTLE_MS);
        }}
        onBlur={(e) => commit(e.target.value)}
        required
      />
    </Field>
  );
}
