import { useId, useState, type ReactNode } from 'react';
import { answer, isAnswered } from '@/lib/answeredOnce';
import './reminders.css';

/** A titled list of questions about things the driver has not used; nothing when there are none. */
export function Reminder({ title, children, count }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section className="reminder" aria-labelledby={headingId}>
      <h2 id={headingId} className="reminder-title">
        {title}
      </h2>
      <ul className="reminder-list">{children}</ul>
    </section>
  );
}

/** One thing asked about: what it is, what it means for the driver, and what they can do. */
export function ReminderItem({ head, lines, actions }: { head: string; lines: ReactNode[]; actions: ReactNode }) {
  return (
    <li className="reminder-item">
      <p className="reminder-head">{head}</p>
      {lines.map((line, i) => (
        // The lines are fixed per item: their order is their identity.
        <p key={i} className="reminder-text">
          {line}
        </p>
      ))}
      <div className="reminder-actions">{actions}</div>
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
