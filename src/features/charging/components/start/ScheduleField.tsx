import { Input, List } from 'antd-mobile';
import type { PileDetail } from '@/api/cps/session.types';
import { msWire, nextValleyStart, startLabel, valleyBandAt } from '@/api/cps/sessionSchedule';
import { Field } from '@/ui/form/Field';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { NO_SCHEDULED_START, START_LABELS, startAtOf, type StartKind } from './startSchedule';
import styles from './ScheduleField.module.css';

const KINDS = Object.keys(START_LABELS) as StartKind[];
/** The driver chose the moment, so its reminder goes at it (docs/rules/reminders.md): said, not promised to arrive. */
const SCHEDULED_REMINDER_TEXT = '“预约充电已开始”提醒在开始时发送，不受免打扰时段限制。';

/**
 * When the session starts: now, at a time today or tomorrow (5 minutes to 24 hours ahead), or when the next 谷 band
 * begins (its time beside the choice). A pile that cannot start later shows those choices disabled with why; while
 * a 谷 band is in force the valley choice is disabled (starting now is the valley price).
 */
export function ScheduleField({ id, timeId, kind, time, onKind, onTime, onTimeBlur, error, pile, now }: {
  id: string;
  timeId: string;
  kind: StartKind;
  time: string;
  onKind: (kind: StartKind) => void;
  onTime: (time: string) => void;
  onTimeBlur: () => void;
  error?: string | null;
  pile: Pick<PileDetail, 'priceBands' | 'capabilities' | 'idleFee'>;
  /** Now on the server's clock. */
  now: number;
}) {
  const can = pile.capabilities.scheduledStart;
  const valley = nextValleyStart(pile.priceBands, now);
  const inValley = valleyBandAt(pile.priceBands, now) !== null;
  const valleySide = valley !== null ? `谷电 ${msWire(valley).slice(11, 16)} 开始` : inValley ? '当前已是谷电时段' : undefined;
  const hint = !can ? NO_SCHEDULED_START : valley === null && inValley ? '当前已是谷电时段，可立即开始' : undefined;
  const at = kind === 'at' && !error ? startAtOf({ kind, time }, pile, now) : null;
  return (
    <div className={`${styles.card} ${styles.choice}`}>
      <ChoiceRadios
        id={id}
        legend="何时开始"
        value={kind}
        onChange={(k) => onKind(k as StartKind)}
        hint={hint}
        error={kind !== 'at' ? error : undefined}
        choices={KINDS.map((k) => ({
          value: k,
          label: START_LABELS[k],
          side: k === 'valley' ? valleySide : undefined,
          disabled: k !== 'now' && (!can || (k === 'valley' && valley === null)),
        }))}
      />
      {kind === 'at' && (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={timeId} label="开始时间" error={error} hint={at !== null ? `将于${startLabel(at, now)}开始充电` : '今天或明天，5分钟后至24小时内'}>
            <Input id={timeId} type="time" autoComplete="off" value={time} onChange={onTime} onBlur={onTimeBlur} />
          </Field>
        </List>
      )}
      {can && kind !== 'now' && <p className={styles.weak}>{SCHEDULED_REMINDER_TEXT}</p>}
      {can && pile.idleFee && <p className={styles.weak}>等待预约启动期间不计占位费，占位费从充电结束后起算。</p>}
    </div>
  );
}
