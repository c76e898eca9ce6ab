import { Link } from '@/ui/Link';
import { useBagPassesQuery } from '@/api/special/passes';
import type { BagPass } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { Reminder, ReminderItem, useAnswered } from './Reminder';
import styles from './Reminders.module.css';

const ANSWERED_KEY = 'driverApp.unusedPasses';

/** Asked again once the pass has been used and then left idle again. */
const answerId = (p: BagPass) => `${p.bagId}@${p.lastUsedTime ?? 'never'}`;

/**
 * Valid passes none of whose plates has entered the lot for 7 days or more (the server decides which): paid for and
 * not used. The commonest cause is a car entering under a plate the pass does not carry and paying as a visitor, so
 * the question leads to the pass, where its plates are managed. Nothing while loading or on a failed read.
 */
export function UnusedPasses() {
  const { data } = useBagPassesQuery({ unused: 1 }, { refetchOnMountOrArgChange: true });
  const dismissed = useAnswered(ANSWERED_KEY);
  const passes = (data?.results ?? []).filter((p) => !dismissed.answered(answerId(p)));
  return (
    <Reminder title="月卡未使用" count={passes.length}>
      {passes.map((p) => (
        <ReminderItem
          key={p.bagId}
          head={`${p.parkName}${p.periodType}已${p.idleDays}天未使用`}
          lines={[
            `${p.plates.map(formatPlate).join('、')} · ${p.lastUsedTime ? `上次入场 ${p.lastUsedTime.slice(0, 10)}` : '生效以来未入场'} · ${p.endDate}到期`,
            '入场时未按月卡放行或被收费？请核对月卡上的车辆。',
          ]}
          actions={
            <>
              <Link className={`${styles.action} ${styles.actionSolid}`} to={href(paths.mounthlyDetail, { bagId: p.bagId })} aria-label={`查看月卡：${p.parkName}`}>
                查看月卡
              </Link>
              <button
                type="button"
                className={styles.action}
                aria-label={`知道了，${p.parkName}月卡不再提醒`}
                onClick={() => dismissed.answer(answerId(p))}
              >
                知道了
              </button>
            </>
          }
        />
      ))}
    </Reminder>
  );
}
