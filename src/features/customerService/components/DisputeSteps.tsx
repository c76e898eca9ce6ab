import type { Dispute } from '@/api/driver/disputes.types';
import styles from './Disputes.module.css';

/** 已提交 → 审核中 → 结果: how far the dispute has come. */
export function DisputeSteps({ dispute }: { dispute: Dispute }) {
  const reached = dispute.open ? (dispute.state === 'submitted' ? 1 : 2) : 3;
  const steps = ['已提交', '审核中', dispute.open ? '结果' : dispute.stateText];
  return (
    <ol className={styles.steps} aria-label="申诉进度">
      {steps.map((text, i) => (
        <li key={text} className={i < reached ? `${styles.step} ${styles.stepDone}` : styles.step} aria-current={i === reached - 1 ? 'step' : undefined}>
          {text}
        </li>
      ))}
    </ol>
  );
}
