import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { REMINDERS_CENTRE } from '@/api/basic/reminderKinds';
import { remindersApi } from '@/api/basic/reminders';
import { safeRedirect } from '@/lib/safeRedirect';
import { useAppDispatch } from '../hooks';
import styles from './ReminderBanner.module.css';

interface Shown {
  title: string;
  body: string;
  url: string;
}

function reminderOf(data: unknown): (Shown & { type: string }) | null {
  const d = data as Partial<Shown & { type: unknown }> | null;
  if (!d || typeof d.type !== 'string') return null;
  return { type: d.type, title: String(d.title ?? ''), body: String(d.body ?? ''), url: safeRedirect(typeof d.url === 'string' ? d.url : null, REMINDERS_CENTRE) };
}

/**
 * A reminder pushed while the app is open shows here, above the page (the worker shows no system notification
 * then), and the message centre's lists and counts are asked for again. A notification tapped while the app is
 * open brings the driver to its page here, without a reload.
 */
export function ReminderBanner() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    // Where there is no service worker (a development build, some webviews) nothing is pushed to hear.
    const container = typeof navigator.serviceWorker?.addEventListener === 'function' ? navigator.serviceWorker : null;
    const hear = (e: MessageEvent) => {
      const r = reminderOf(e.data);
      if (r?.type === 'REMINDER') {
        dispatch(remindersApi.util.invalidateTags(['Reminders', 'NoticeCounts']));
        setShown(r);
      }
      if (r?.type === 'OPEN_REMINDER') {
        setShown(null);
        navigate(r.url);
      }
    };
    container?.addEventListener('message', hear);
    return () => container?.removeEventListener('message', hear);
  }, [dispatch, navigate]);
  // Nothing at all until there is a reminder: the home's prerendered markup must be what the take-over draws.
  if (!shown) return null;
  return (
    <div className={styles.banner} role="status">
      <Link className={styles.link} to={shown.url} onClick={() => setShown(null)}>
        <span className={styles.title}>{shown.title}</span>
        <span className={styles.body}>{shown.body}</span>
      </Link>
      <button type="button" className={styles.close} onClick={() => setShown(null)} aria-label="关闭提醒">
        ✕
      </button>
    </div>
  );
}
