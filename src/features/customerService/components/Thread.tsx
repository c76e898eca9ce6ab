import type { ServiceMessage } from '@/api/basic/service.types';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import styles from './Thread.module.css';

/** Who wrote a message, as the thread says it: a sender the app does not know yet is 未知, on the service's side. */
const WRITER: Record<ServiceMessage['from'], { name: string; said: string }> = {
  driver: { name: '我', said: '我的回复：' },
  service: { name: '客服', said: '客服回复：' },
  [UNKNOWN]: { name: '未知', said: '未知来源的回复：' },
};

/** The replies and the driver's follow-ups, oldest first, each said with who wrote it. */
export function Thread({ messages }: { messages: ServiceMessage[] }) {
  if (messages.length === 0) return <p className={styles.weak}>客服尚未回复</p>;
  return (
    <ol className={styles.thread} aria-label="沟通记录">
      {messages.map((m) => (
        <li key={m.messageId} className={`${styles.msg} ${m.from === 'driver' ? styles.msgDriver : styles.msgService}`}>
          <p>
            <span className="sr-only">{WRITER[m.from].said}</span>
            {m.text}
          </p>
          <span className={styles.weak}>
            {WRITER[m.from].name} · {formatDateTime(m.time)}
          </span>
        </li>
      ))}
    </ol>
  );
}
