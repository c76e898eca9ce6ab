import { Steps } from 'antd-mobile';
import type { ChargingAppealDetail } from '@/api/cps/bills.types';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';

/** What the steps need of an appeal: a charging bill's, or an idle fee's (the same three states and times). */
export type AppealSteps = Pick<ChargingAppealDetail, 'state' | 'createTime' | 'acceptTime' | 'handleTime'>;

/** 提交 → 受理中 → 已处理, each with its time once reached; the current step said in words too, for screen readers. */
export function AppealProgress({ appeal }: { appeal: AppealSteps }) {
  // A state the app does not know yet marks no step as current: the times reached still show, and it says 未知.
  const current = appeal.state === UNKNOWN ? -1 : appeal.state - 1;
  const steps = [
    { title: '提交申诉', time: appeal.createTime },
    { title: '受理中', time: appeal.acceptTime },
    { title: '已处理', time: appeal.handleTime },
  ];
  return (
    <section aria-label="处理进度">
      {appeal.state === UNKNOWN && <p>处理状态：未知</p>}
      <Steps direction="vertical" current={current} style={{ '--title-font-size': 'var(--app-font-m)', '--description-font-size': 'var(--app-font-xs)', padding: 0 }}>
        {steps.map((s, i) => (
          <Steps.Step
            key={s.title}
            status={i < current || (i === current && appeal.state === 3) ? 'finish' : i === current ? 'process' : 'wait'}
            title={
              <>
                {s.title}
                {i === current && <span className="sr-only">（当前）</span>}
              </>
            }
            description={s.time ? formatDateTime(s.time) : undefined}
          />
        ))}
      </Steps>
    </section>
  );
}
