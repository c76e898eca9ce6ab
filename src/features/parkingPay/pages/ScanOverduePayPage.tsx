import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isNotFoundAnswer } from '@/api/errorCatalogue';
import { paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { parkingBatchKey, visitorKey } from '../keys';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { payeeOf } from '@/payment/ui/PaySentence';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useBatchChannels } from '@/payment/ui/useChannels';
import { Page } from '@/ui/Page/Page';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { BillList } from '../components/BillList';
import { useBatchCovers, useConfirmCovered, useCoverPicks } from '../components/useBatchCovers';
import { LinkButton } from '@/ui/LinkButton';
import { LaneLine } from '../components/LaneLine';
import { NoSuchLane } from '../components/NoSuchLane';
import { NotYourCar, useOwnCarCheck } from '../components/OwnCarCheck';
import { laneParamsFrom, laneUrl, type LaneParams } from '../components/laneParams';
import { ScanPrompt } from '../components/ScanPrompt';
import { useSilentIdentity, VisitorOffer, visitorChannels } from '../components/VisitorPay';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import styles from './ScanOverduePayPage.module.css';
import { useLaneBillQuery } from '@/api/charge/bills';

const TITLE = '欠费补缴';

/**
 * /scanOverduePay?parkId&laneCode: the arrears variant of paying at the exit. The car at the lane must settle every
 * arrears bill before it may leave; they are paid in one order with the lane attached (the barrier opens once paid).
 * A bill another channel covers says which on its row and is left out of the order; one the driver may pay
 * over can be picked back in (then paying asks first), the others cannot. A visitor pays them the same way, no
 * account (WeChat or Alipay; the server refuses a covered bill, so no cover is asked for).
 */
export function ScanOverduePayPage() {
  const [params] = useSearchParams();
  const lane = laneParamsFrom(params);
  if (lane?.laneCode) return <OverdueLane lane={lane} />;
  return (
    <Page title={TITLE}>
      <ScanPrompt path={paths.scanOverduePay} />
    </Page>
  );
}

function OverdueLane({ lane }: { lane: LaneParams }) {
  const isDriver = useAppSelector(selectIsDriver);
  const identity = useSilentIdentity(!isDriver);
  const q = useLaneBillQuery({ parkId: lane.parkId, laneCode: lane.laneCode ?? '' });
  const arrears = useMemo(() => q.data?.arrears ?? [], [q.data]);
  const batchCovers = useBatchCovers(arrears, isDriver);
  const { selected, chosen, keptIn, toggle } = useCoverPicks(arrears, batchCovers.covers);
  const ids = chosen.map((b) => b.uniqueId);
  const total = chosen.reduce((s, b) => s + b.parkFee, 0);
  const parkIds = useMemo(() => chosen.map((b) => b.parkId), [chosen]);
  const channels = visitorChannels(useBatchChannels(parkIds, total, isDriver), !isDriver);
  const key = ids.length ? (isDriver ? parkingBatchKey(ids) : visitorKey(ids.join(','))) : null;
  // The car at the lane may not be the driver's (a lane's code from another lot): said, and asked before paying. A
  // visitor pays for the car the lane's camera sees in front of them.
  const car = q.data?.plateNo ? { plateNo: q.data.plateNo, plateColor: arrears[0]?.plateColor, payee: q.data.operatorName } : null;
  const { ownership, action } = useOwnCarCheck(car, useConfirmCovered(usePayAction(key), keptIn, batchCovers), isDriver);

  if (!q.data && q.isError && isNotFoundAnswer(q.error)) return <NoSuchLane title={TITLE} error={q.error} rescan={paths.scanOverduePay} />;
  if (!q.data) {
    return (
      <Page title={TITLE}>
        {q.isError ? <LoadFailed text="欠费查询失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="正在查询欠费" />}
      </Page>
    );
  }
  const data = q.data;
  if (!arrears.length) {
    return (
      <Page title={TITLE}>
        <Empty text={data.plateNo ? `${formatPlate(data.plateNo)} 暂无欠费` : '当前车道暂无车辆'}>
          {data.bill ? (
            <LinkButton solid block={false} to={laneUrl(paths.scanPayPage, lane)}>缴纳本次停车费</LinkButton>
          ) : (
            <Button color="primary" fill="outline" shape="rounded" loading={q.isFetching} onClick={() => void q.refetch()}>
              重新查询
            </Button>
          )}
        </Empty>
      </Page>
    );
  }
  const footer = (
    <PayBar
      totalLabel="合计"
      amountCents={total}
      payee={payeeOf(chosen.map((b) => b.parkName))}
      action={action}
      request={
        !key || channels.channel === null || batchCovers.loading
          ? null
          : isDriver
            ? { key, kind: 'parkingBatch', order: { uniqueIds: ids, parkId: data.parkId, laneCode: data.laneCode }, channel: channels.channel }
            : data.plateNo && identity.ready
              ? {
                  key,
                  kind: 'parkingVisitorArrears',
                  order: { uniqueIds: ids, plateNo: data.plateNo, parkId: data.parkId, laneCode: data.laneCode, ...(identity.openid ? { openid: identity.openid } : {}) },
                  channel: channels.channel,
                }
              : null
      }
    />
  );
  return (
    <Page title={TITLE} footer={footer}>
      <LaneLine where={[data.parkName, data.laneName]} operator={data.operatorName} plateNo={data.plateNo} />
      {car && <NotYourCar ownership={ownership} car={car} />}
      <p className={styles.notice}>该车辆有{arrears.length}笔欠费，补缴后道闸自动开启</p>
      <BillList bills={arrears} label="欠费账单" selected={selected} onToggle={toggle} covers={batchCovers.covers} mustPay />
      <ChannelPicker channels={channels} />
      {!isDriver && <VisitorOffer backTo={laneUrl(paths.scanOverduePay, lane)} atLane />}
    </Page>
  );
}
