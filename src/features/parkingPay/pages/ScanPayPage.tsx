import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { isNotFoundAnswer } from '@/api/errorCatalogue';
import type { LaneBill } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { BillPay } from '../components/BillPay';
import { LinkButton } from '@/ui/LinkButton';
import { LaneLine } from '../components/LaneLine';
import { NoSuchLane } from '../components/NoSuchLane';
import { laneParamsFrom, laneUrl, type LaneParams } from '../components/laneParams';
import { ScanPrompt } from '../components/ScanPrompt';
import { useLaneBillQuery } from '@/api/charge/bills';
import { useSearchParams } from 'react-router-dom';
import { NoPlateExit } from '../components/NoPlateExit';
import { keptStayAt } from '../noPlateTicket';

const TITLE = '出口缴费';

/**
 * /scanPayPage?parkId&laneCode (or parkId&uniqueId): pay at the exit after scanning the lane's code, signed in or not.
 * The lane's camera names the car; its bill is paid with the lane attached, so the barrier opens once the server has
 * the money. A car with arrears is sent to /scanOverduePay first.
 */
export function ScanPayPage() {
  const [params] = useSearchParams();
  const lane = laneParamsFrom(params);
  const couponId = params.get('couponId') ?? undefined;
  if (!lane) {
    return (
      <Page title={TITLE}>
        <ScanPrompt path={paths.scanPayPage} />
      </Page>
    );
  }
  const backTo = laneUrl(paths.scanPayPage, lane);
  // A car with no plate: this phone entered plate-less at this lot (or the driver says so on an empty lane).
  if (lane.laneCode && (params.get('noPlate') === '1' || keptStayAt(lane.parkId))) return <NoPlateExit parkId={lane.parkId} laneCode={lane.laneCode} />;
  // A link that names a bill (a sticker can name anybody's): who is paid and whose car it is are said before paying.
  if (lane.uniqueId) return <BillPay title={TITLE} uniqueId={lane.uniqueId} parkId={lane.parkId} couponId={couponId} backTo={backTo} scanned="bill" />;
  return <LaneBillPay lane={lane} couponId={couponId} backTo={backTo} />;
}

/** What the lane's camera sees, when it is not a bill to pay: nobody, arrears first, or nothing owed. */
function LaneState({ data, lane, recheck }: { data: LaneBill; lane: LaneParams; recheck: ReactNode }) {
  const plate = data.plateNo ? formatPlate(data.plateNo) : '';
  if (!data.plateNo) {
    return (
      <Empty text="当前车道暂无车辆" description="请将车辆驶至出口道闸前，再重新查询">
        {recheck}
        {/* The camera reads no plate of a car without one: its driver says so, and the phone's entry is looked up. */}
        {lane.laneCode && (
          <LinkButton block={false} to={href(paths.scanPayPage, { parkId: lane.parkId, laneCode: lane.laneCode, noPlate: 1 })}>
            无牌车出场缴费
          </LinkButton>
        )}
      </Empty>
    );
  }
  if (data.arrears.length) {
    const owed = data.arrears.reduce((s, b) => s + b.parkFee, 0);
    return (
      <Empty text={`${plate} 有${data.arrears.length}笔欠费未缴`} description={`需先补缴欠费 ${formatMoney(owed)}，才能出场`}>
        <LinkButton solid block={false} to={laneUrl(paths.scanOverduePay, lane)}>去补缴</LinkButton>
      </Empty>
    );
  }
  return <Empty text={`${plate} 无需缴费`} description="请直接驶离" />;
}

function LaneBillPay({ lane, couponId, backTo }: { lane: LaneParams; couponId?: string; backTo: string }) {
  const q = useLaneBillQuery({ parkId: lane.parkId, laneCode: lane.laneCode ?? '' });
  const data = q.data;
  if (data?.bill && data.plateNo && !data.arrears.length) {
    return (
      <BillPay
        title={TITLE}
        uniqueId={data.bill.uniqueId}
        parkId={data.bill.parkId}
        couponId={couponId}
        laneCode={data.laneCode}
        backTo={backTo}
        lead={<LaneLine where={[data.parkName, data.laneName]} operator={data.operatorName} />}
        scanned="lane"
      />
    );
  }
  if (q.isError && isNotFoundAnswer(q.error)) return <NoSuchLane title={TITLE} error={q.error} rescan={paths.scanPayPage} />;
  return (
    <Page title={TITLE}>
      <QueryState query={q} loading="正在查询车道车辆" error="车道信息查询失败">
        {(d) => (
          <>
            <LaneLine where={[d.parkName, d.laneName]} operator={d.operatorName} />
            <LaneState
              data={d}
              lane={lane}
              recheck={
                <Button color="primary" fill="outline" shape="rounded" loading={q.isFetching} onClick={() => void q.refetch()}>
                  重新查询
                </Button>
              }
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
