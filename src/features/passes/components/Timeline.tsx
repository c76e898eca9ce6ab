import { Steps } from 'antd-mobile';
import type { BagTimelineEntry } from '@/api/special/types';
import { formatDateTime } from '@/lib/time';
import styles from './Timeline.module.css';

/**
 * An application's history as the driver lived it (已提交, 已驳回 with the reason, 已重新提交, 已通过待支付, 已支付,
 * 已生效, 已续费, 已过期…), oldest first; the latest step is marked current in words too, for screen readers.
 */
export function Timeline({ entries, title = '办理进度' }: { entries: BagTimelineEntry[]; title?: string }) {
  const last = entries.length - 1;
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      <Steps
        direction="vertical"
        current={last}
        style={{ '--title-font-size': 'var(--app-font-m)', '--description-font-size': 'var(--app-font-xs)', padding: 0 }}
      >
        {entries.map((e, i) => (
          <Steps.Step
            key={`${e.time}-${e.text}-${i}`}
            status={e.state === 3 && i === last ? 'error' : i === last ? 'process' : 'finish'}
            title={
              <>
                {e.text}
                {i === last && <span className="sr-only">（当前）</span>}
              </>
            }
            description={
              <>
                {formatDateTime(e.time)}
                {e.note && <span className={styles.stepNote}>{e.note}</span>}
              </>
            }
          />
        ))}
      </Steps>
    </section>
  );
}
