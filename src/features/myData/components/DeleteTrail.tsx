import { Button } from 'antd-mobile';
import { useState } from 'react';
import { chargeApi } from '@/api/charge';
import { cpsApi } from '@/api/cps';
import { useDeleteTrailMutation, useLazyTrailPreviewQuery } from '@/api/driver/personalData';
import { useAppDispatch } from '@/ui/hooks';
import { useAskOnce } from '@/ui/useAskOnce';
import { useOneTap } from '@/ui/useOneTap';
import { doneWords, keptGroups, previewWords, total } from './trailWords';
import styles from './MyData.module.css';

/** 'YYYY-MM-DD' of the day `days` before `today` ('YYYY-MM-DD'). */
export function daysBefore(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/**
 * 删除行程记录: the driver picks a date; the server first says what would go and what the law keeps (and why), the
 * driver confirms in the kit's dialog, then the server deletes and the page says what went and what stayed.
 * One tap sends once: the whole step is one useOneTap.
 */
export function DeleteTrail({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const [before, setBefore] = useState(() => daysBefore(today, 30));
  const [preview] = useLazyTrailPreviewQuery();
  const [remove] = useDeleteTrailMutation();
  const { ask } = useAskOnce();
  const [told, setTold] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(before) && before <= today;

  const [start, pending] = useOneTap(async () => {
    setTold(null);
    let plan;
    try {
      plan = await preview({ before }).unwrap();
    } catch {
      return setTold('无法确认将删除的记录，请稍后重试');
    }
    if (total(plan.deletable) === 0) {
      const kept = plan.kept.length ? `；依法保留 ${plan.kept.length} 条：${keptGroups(plan.kept).join('；')}` : '';
      return setTold(`${before} 之前没有可删除的记录${kept}`);
    }
    const answer = await ask({
      title: '删除行程记录',
      content: previewWords(before, plan.deletable, plan.kept),
      actions: [{ key: 'cancel', text: '取消' }, { key: 'delete', text: '确认删除', primary: true }],
      safeKey: 'cancel',
    });
    if (answer !== 'delete') return;
    try {
      const done = await remove({ before }).unwrap();
      setTold(doneWords(done.deleted, done.kept));
      // The records lists ask again when next shown: the deleted ones are gone from the server.
      dispatch(chargeApi.util.invalidateTags(['Bill', 'PayRecord']));
      dispatch(cpsApi.util.invalidateTags(['ChargingOrders']));
    } catch {
      setTold('删除未完成，请刷新后查看结果');
    }
  });

  return (
    <section aria-labelledby="my-data-trail" className={styles.section}>
      <h2 id="my-data-trail" className={styles.heading}>删除行程记录</h2>
      <p className={styles.note}>
        删除所选日期之前的停车记录和充电记录。已开具发票、未结清或申诉处理中的记录依法保留，删除前会逐一说明。
      </p>
      <div className={styles.dateRow}>
        <label htmlFor="my-data-before" className={styles.dateLabel}>删除此日期之前的记录</label>
        <input
          id="my-data-before"
          className={styles.date}
          type="date"
          value={before}
          max={today}
          required
          onChange={(e) => setBefore(e.target.value)}
        />
      </div>
      <Button color="danger" fill="outline" shape="rounded" block loading={pending} loadingText="处理中…" disabled={!valid} onClick={() => start()}>
        查看并删除
      </Button>
      <p className={styles.told} role="status">{told}</p>
    </section>
  );
}
