import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useLeaveQueueMutation } from '@/api/cps/chargerAccess';
import type { QueuePlace } from '@/api/cps/chargerAccess.types';
import { useFeedback } from '@/ui/hooks';
import { GUN_KIND, HoldCard } from './HoldCard';
import { useOneTap } from '@/ui/useOneTap';
import styles from './AccessCard.module.css';

/** 退出排队 in one tap; the page then shows what the server holds. */
function LeaveButton({ queueId }: { queueId: string }) {
  const ui = useFeedback();
  const [leave] = useLeaveQueueMutation();
  const [tap, pending] = useOneTap(async () => {
    await leave(queueId).unwrap();
    ui.toast('已退出排队');
  });
  return (
    <Button block shape="rounded" size="large" loading={pending} loadingText="正在退出…" onClick={() => tap()}>
      退出排队
    </Button>
  );
}

/**
 * The driver's place in this station's line: the position and an estimated wait while waiting (said again to a
 * screen reader only when they change), or, once a gun is offered, that gun with its countdown and 去充电.
 */
export function QueueCard({ place, readAt }: { place: QueuePlace; readAt: number }) {
  const headingId = useId();
  if (place.state === 'offered' && place.offer) {
    return (
      <HoldCard hold={place.offer} title="轮到您了，已为您保留充电枪" serverTime={place.serverTime} readAt={readAt}>
        <LeaveButton queueId={place.queueId} />
      </HoldCard>
    );
  }
  return (
    <div className={styles.held} role="group" aria-labelledby={headingId}>
      <h3 className={styles.subtitle} id={headingId}>
        {GUN_KIND[place.gunType]}排队中
      </h3>
      <p className={styles.text} role="status">
        您排在第 <span className={styles.strong}>{place.position}</span> 位
        {place.estimatedWaitMinutes !== null ? `，预计等待约 ${place.estimatedWaitMinutes} 分钟` : '，等待时间暂无法估计'}
      </p>
      <p className={styles.weak}>有{GUN_KIND[place.gunType]}枪空闲时按顺序为您保留，轮到您时本页会显示保留的充电枪。</p>
      <div className={styles.actions}>
        <LeaveButton queueId={place.queueId} />
      </div>
    </div>
  );
}
