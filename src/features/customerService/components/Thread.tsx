import type { ServiceMessage } from '@/api/basic/service.types';
import { formatDateTime } from '@/lib/time';
import styles from './Thread.module.css';

/** The replies and the driver's follow-ups, oldest first, each said with who wrote it. */
export function Thread({ messages }: { messages: ServiceMessage[] }) {
  if (messages.length === 0) return <p className={styles.weak}>客服尚未回复</p>;
  return (
    <ol className={styles.thread} aria-label="沟通记录">
      {messages.map((m) => (
        <li key={m.messageId} className={`${styles.msg} ${m.from === 'service' ? styles.msgService : styles.msgDriver}`}>
          <p>
            <span className="sr-only">{m.from === 'service' ? '客服回复：' : '我的回复：'}</span>
            {m.text}
          </p>
          <span className={styles.weak}>
            {m.from === 'service' ? '客服' : '我'} · {formatDateTime(m.time)}
          </span>
        </li>
      ))}
    </ol>
  );
}
