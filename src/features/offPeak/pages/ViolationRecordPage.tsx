import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingSpecApi } from '@/api/booking/spec';
import { useDiffTimeViolationQuery, useDiffTimeViolationsInfiniteQuery } from '@/api/booking/offpeak';
import { href, paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { useChannels } from '@/payment/ui/useChannels';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { AppealForm } from '../components/AppealForm';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { AppealState, ViolationDetails } from '../components/ViolationDetails';
import { ViolationItem } from '../components/ViolationItem';
import { FRESH } from '@/api/fresh';
import { diffTimePayKey } from '../keys';
import styles from './ViolationRecordPage.module.css';

function Violations() {
  const q = useDiffTimeViolationsInfiniteQuery({});
  return (
    <div className={styles.stack}>
      <p className={`${styles.note} ${styles.noteInfo}`}>在错时时段外停放（超时离场或提前入场）会产生违规费用；有异议可在记录生成后7天内申诉，申诉期间无需缴费。</p>
      <PagedList
        query={q}
        label="违规记录"
        itemKey={(v) => v.violationNo}
        renderItem={(v) => <ViolationItem v={v} />}
        loading="违规记录加载中"
        error="违规记录加载失败"
        empty={{ text: '暂无违规记录', description: '请继续在错时时段内进出停车场' }}
        pullToRefresh
      />
    </div>
  );
}

function Violation({ violationNo }: { violationNo: string }) {
  const dispatch = useAppDispatch();
  const q = useDiffTimeViolationQuery({ violationNo }, FRESH);
  const v = q.data;
  const key = diffTimePayKey(violationNo);
  const action = usePayAction(key);
  const channels = useChannels(v?.parkId, v?.feeCents ?? 0);
  const [appealing, setAppealing] = useState(false);
  const paidHere = action.entry?.status === 'paid';
  const stale = paidHere && v?.state === 'unpaid';
  useEffect(() => {
    if (stale) dispatch(bookingSpecApi.util.invalidateTags([{ type: 'DiffTimeViolations', id: violationNo }, { type: 'DiffTimeViolations', id: 'LIST' }]));
  }, [stale, violationNo, dispatch]);

  const canPay = v?.state === 'unpaid' && !paidHere && !appealing;
  const footer = canPay ? (
    <PayBar
      totalLabel="违规费用"
      amountCents={v.feeCents}
      payee={v.parkName}
      action={action}
      request={channels.channel === null ? null : { key, kind: 'diffTimeOrder', order: { orderNo: violationNo }, landing: href(paths.violationRecord, { violationNo }), channel: channels.channel }}
    />
  ) : undefined;

  return (
    <Page title="违规详情" fallback={paths.violationRecord} footer={footer}>
      <QueryState query={q} loading="违规记录加载中" error="违规记录加载失败">
        {(d) => (
          <div className={styles.stack}>
            <PaymentNotice entry={action.entry} paidText="违规费用已支付" />
            <ViolationDetails v={d} />
            {canPay && <ChannelPicker channels={channels} />}
            <AppealState v={d} />
            {d.appealable && !appealing && !action.busy && (
              <Button block shape="rounded" onClick={() => setAppealing(true)}>
                申诉
              </Button>
            )}
            {d.appealable && appealing && <AppealForm violationNo={violationNo} onDone={() => setAppealing(false)} onClose={() => setAppealing(false)} />}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * /violationRecord (?violationNo): off-peak violations (overstays, entering outside the window) with what each
 * costs; one opened shows why, the rule, paying it, and appealing it (once, within the lot's days).
 */
export function ViolationRecordPage() {
  const [search] = useSearchParams();
  const violationNo = search.get('violationNo');
  if (violationNo) {
    return (
      <RequireDriver>
        <Violation violationNo={violationNo} />
      </RequireDriver>
    );
  }
  return (
    <Page title="违规记录" fallback={paths.wrongTimeManage}>
      <RequireDriver>
        <Violations />
      </RequireDriver>
    </Page>
  );
}
