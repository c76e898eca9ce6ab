import { useEffect, useState } from 'react';
import { specialApi } from '@/api/special';
import { useBagApplicationQuery } from '@/api/special/passes';
import type { BagApplicationDetail } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { useChannels, type Channels } from '@/payment/ui/useChannels';
import { usePayAction, type PayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states/States';
import { applicationPayKey } from '../keys';
import { beijingDay, lastDayFrom } from '../passText';
import { ApplicationSummary } from './ApplicationSummary';
import { CancelAction } from './CancelAction';
import { LinkButton } from '@/ui/LinkButton';
import { PassScreen } from './PassScreen';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { PeriodsField, PeriodsPrice } from './PeriodsField';
import { Timeline } from './Timeline';
import { FRESH } from '@/api/fresh';
import shared from './passCards.module.css';
import styles from './ApplicationScreen.module.css';

const TITLE = '月卡申请';

/** What the driver is asked to do now: fix a rejected application, or pay an approved one in time. */
function Todo({ a }: { a: BagApplicationDetail }) {
  if (a.state === 3) {
    return (
      <section className={`${shared.note} ${shared.noteDanger}`} aria-label="驳回原因">
        <p>
          <strong>审核未通过：</strong>
          {a.rejectReason ?? '停车场未说明原因'}
        </p>
        <p>请按驳回原因修改后重新提交，无需重新填写其他内容。</p>
        {a.canEdit === 1 && (
          <LinkButton solid small to={href(paths.mounthlyEdit, { applicationId: a.applicationId })}>
            修改并重新提交
          </LinkButton>
        )}
      </section>
    );
  }
  if (a.state === 1) {
    return (
      <p className={`${shared.note} ${shared.noteInfo}`} role="status">
        停车场正在审核您的材料，审核结果将通过短信通知您
      </p>
    );
  }
  if (a.state === 2 && a.payDeadline) {
    return (
      <p className={shared.note} role="status">
        审核已通过，请在{formatDateTime(a.payDeadline)}前完成支付，逾期申请将失效
      </p>
    );
  }
  return null;
}

/** Paying an approved application: how long to buy, the validity it gives, and the channel. */
function PayPart({ a, periods, onPeriods, channels, action }: { a: BagApplicationDetail; periods: number; onPeriods: (n: number) => void; channels: Channels; action: PayAction }) {
  const first = a.startDate > beijingDay() ? a.startDate : beijingDay();
  return (
    <>
      <section className={styles.card} aria-label="购买时长">
        <PeriodsField months={a.months} value={periods} onChange={onPeriods} disabled={action.busy} />
        <PeriodsPrice price={a.price} periodType={a.periodType} periods={periods} />
        <p className={shared.weak}>
          有效期 {first} 至 {lastDayFrom(first, a.months * periods)}
        </p>
      </section>
      <ChannelPicker channels={channels} />
    </>
  );
}

function Application({ a }: { a: BagApplicationDetail }) {
  const dispatch = useAppDispatch();
  const key = applicationPayKey(a.applicationId);
  const action = usePayAction(key);
  const [periods, setPeriods] = useState(1);
  const amount = a.price * periods;
  const channels = useChannels(a.parkId, amount);
  const paidHere = action.entry?.status === 'paid';
  const stale = paidHere && a.state === 2;

  // Paid from here but read before the server booked it: asked again, so it never reads 待支付 after paying.
  useEffect(() => {
    if (stale) dispatch(specialApi.util.invalidateTags([{ type: 'BagApplication', id: a.applicationId }, 'BagPass']));
  }, [stale, a.applicationId, dispatch]);

  const canPay = a.canPay === 1 && !paidHere;
  const landing = href(paths.mounthlyDetail, { applicationId: a.applicationId });
  const footer = canPay ? (
    <PayBar
      totalLabel="应付"
      amountCents={amount}
      payee={a.parkName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'bagApplication', order: { applicationId: a.applicationId, periods }, landing, channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay} footer={footer}>
      <div className={styles.stack}>
        <PaymentNotice entry={action.entry} paidText="支付成功，月卡已办理" />
        <ApplicationSummary a={a} />
        <Todo a={a} />
        {canPay && <PayPart a={a} periods={periods} onPeriods={setPeriods} channels={channels} action={action} />}
        <Timeline entries={a.timeline} />
        {a.needMaterials === 1 && a.materials && <LinkButton to={href(paths.monthlyMaterial, { applicationId: a.applicationId })}>查看办理材料</LinkButton>}
        {a.canCancel === 1 && <CancelAction applicationId={a.applicationId} paid={a.state === 4} />}
      </div>
    </Page>
  );
}

/**
 * One application: its state in the driver's words and its history; rejected, why and 修改并重新提交; approved,
 * paying it (how long, the channel) through the payment saga, which lands back here. Once paid it is a pass, and
 * the pass is what this page shows.
 */
export function ApplicationScreen({ applicationId }: { applicationId: string }) {
  const q = useBagApplicationQuery({ applicationId }, FRESH);
  const a = q.data;
  if (a?.bagId) return <PassScreen bagId={a.bagId} applicationId={a.applicationId} />;
  if (a) return <Application a={a} />;
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay}>
      <QueryState query={q} loading="申请加载中" error="申请加载失败">
        {() => null}
      </QueryState>
    </Page>
  );
}
