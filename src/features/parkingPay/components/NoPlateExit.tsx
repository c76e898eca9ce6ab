import { Button } from 'antd-mobile';
import { useCallback, type ReactNode } from 'react';
import { Link } from '@/ui/Link';
import { isNotFoundAnswer } from '@/api/errorCatalogue';
import type { NoPlateStay } from '@/api/charge/noPlate.types';
import type { BarrierState } from '@/api/charge/types';
import { useLeaveNoPlateFreeMutation, useNoPlateExitLaneQuery } from '@/api/charge/noPlate';
import { href, paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { payeeAt } from '@/payment/ui/PaySentence';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useChannels } from '@/payment/ui/useChannels';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { useOneTap } from '@/ui/useOneTap';
import { visitorKey } from '../keys';
import { receiptOfBill } from '@/payment/visitorReceipts';
import { LaneLine } from './LaneLine';
import { NoPlateFeeCard } from './NoPlateStayCard';
import { NoSuchLane } from './NoSuchLane';
import { useNoPlateHolder, type NoPlateHolder } from './useNoPlateHolder';
import { visitorChannels } from './VisitorPay';
import styles from './NoPlateStay.module.css';

const TITLE = '出口缴费';

/** What the exit barrier did, in the driver's words. */
function barrierText(barrier: BarrierState | null): string {
  if (barrier?.opened) return `道闸已开启，请从${barrier.laneName}尽快驶离`;
  if (barrier?.opened === false) return `道闸未能自动开启，请联系${barrier.laneName}岗亭工作人员开闸`;
  return '请按现场指引出场';
}

/** The stay is over (paid, or left within the free minutes): said so, with what the barrier did and the receipt. */
function StayEnded({ stay, fetchedAt }: { stay: NoPlateStay; fetchedAt: number | undefined }) {
  const receipt = receiptOfBill(stay.stayId);
  return (
    <ResultView outcome="success" title={stay.state === 'freeExit' ? '免费时段内出场，无需缴费' : '本次停车费已支付'} description={barrierText(stay.exitBarrier)}>
      <div className={styles.stack}>
        <NoPlateFeeCard stay={stay} fetchedAt={fetchedAt} />
        {receipt && (
          <Link to={href(paths.visitorReceipt, { payOrderId: receipt.payOrderId, payToken: receipt.payToken })}>查看支付凭证</Link>
        )}
      </div>
    </ResultView>
  );
}

interface Lane {
  parkId: string;
  laneCode: string;
}

/** The stay still inside: its fee and, when there is one, the channels (the pay bar is the page's footer). */
function usePayFooter(lane: Lane, holder: NoPlateHolder | null, stay: NoPlateStay | null, operator: string) {
  const inside = stay?.state === 'parking';
  const fee = inside ? stay.parkFee : 0;
  // WeChat or Alipay only (never a balance: there is no account), the host's own pay or the provider's cashier.
  const channels = visitorChannels(useChannels(lane.parkId, fee, false), true);
  const action = usePayAction(stay ? visitorKey(stay.stayId) : null);
  const [leave] = useLeaveNoPlateFreeMutation();
  const sendLeave = useCallback(async () => {
    if (stay && holder) await leave({ ...lane, ...holder, stayId: stay.stayId }).unwrap();
  }, [leave, lane, holder, stay]);
  const [leaveFree, leaving] = useOneTap(sendLeave);
  const channel = channels.channel === 2 || channels.channel === 3 ? channels.channel : null;
  let footer: ReactNode = null;
  if (inside && holder && fee > 0) {
    const request = channel === null ? null : { key: visitorKey(stay.stayId), kind: 'parkingNoPlate', order: { ...lane, ...holder, stayId: stay.stayId }, channel };
    footer = <PayBar totalLabel="应付" amountCents={fee} payee={payeeAt(operator, stay.parkName)} action={action} request={request} />;
  } else if (inside && holder) {
    footer = (
      <Button block color="primary" shape="rounded" size="large" loading={leaving} loadingText="正在开闸…" onClick={leaveFree}>
        免费出场
      </Button>
    );
  }
  return { footer, channels, payable: inside && fee > 0 };
}

/**
 * A car with no plate at the exit lane (/scanPayPage?parkId&laneCode, when the lane's camera reads no plate): this
 * phone's stay at the lot as the server holds it (sent with the host's identity or the phone's ticket) with lot, lane,
 * time in, the time inside and the fee, paid with 立即支付 as a visitor pays (no account; the lane is attached to the
 * order, so the barrier opens once the server has the money; the receipt is kept on the phone). Within the free minutes
 * 免费出场 opens the barrier. A phone that holds no stay here is told to pay at the booth; a paid stay says so.
 * It is a whole page (出口缴费, with the pay bar as its footer): mount it in place of the lane page's own Page.
 */
export function NoPlateExit({ parkId, laneCode }: { parkId: string; laneCode: string }) {
  const { holder, ready } = useNoPlateHolder();
  const q = useNoPlateExitLaneQuery({ parkId, laneCode, ...holder }, { skip: !ready });
  const stay = q.data?.stay ?? null;
  const lane = { parkId, laneCode };
  const { footer, channels, payable } = usePayFooter(lane, holder, stay, q.data?.operatorName ?? '');

  if (q.isError && isNotFoundAnswer(q.error)) return <NoSuchLane title={TITLE} error={q.error} rescan={paths.scanPayPage} />;
  return (
    <Page title={TITLE} footer={footer}>
      <QueryState query={q} loading="正在查询停车记录" error="停车记录查询失败">
        {(d) => (
          <div className={styles.stack}>
            <LaneLine where={[d.parkName, d.laneName]} operator={d.operatorName} />
            {!d.stay ? (
              <div role="alert">
                <Empty text="未找到本手机的无牌车入场记录" description="如您是扫码入场的无牌车，请联系出口岗亭工作人员人工缴费出场" />
              </div>
            ) : d.stay.state === 'paid' || d.stay.state === 'freeExit' ? (
              <StayEnded stay={d.stay} fetchedAt={q.fulfilledTimeStamp} />
            ) : (
              <>
                <NoPlateFeeCard stay={d.stay} fetchedAt={q.fulfilledTimeStamp} />
                {payable ? <ChannelPicker channels={channels} /> : <p className={styles.note}>免费时段内，无需缴费，点击“免费出场”开闸。</p>}
              </>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
