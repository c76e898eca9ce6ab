import { useId, useState, type ReactNode } from 'react';
import { answer, isAnswered } from '@/lib/answeredOnce';
import styles from './Reminders.module.css';

/** A titled list of questions about things the driver has not used; nothing when there are none. */
export function Reminder({ title, children, count }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

/** One thing asked about: what it is, what it means for the driver, and what they can do. */
export function ReminderItem({ head, lines, actions }: { head: string; lines: ReactNode[]; actions: ReactNode }) {
  return (
    <li className={styles.item}>
      <p className={styles.head}>{head}</p>
      {lines.map((line, i) => (
        // The lines are fixed per item: their order is their identity.
        <p key={i} className={styles.text}>
          {line}
        </p>
      ))}
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}

/** What the driver has dismissed with 知道了, on this phone (kept) and on this page (hidden at once). */
export function useAnswered(key: string) {
  const [now, setNow] = useState<string[]>([]);
  return {
    answered: (id: string) => now.includes(id) || isAnswered(key, id),
    answer: (id: string) => {
      answer(key, id);
      setNow((a) => [...a, id]);
    },
  };
}
