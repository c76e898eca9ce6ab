import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isNotFoundAnswer } from '@/api/errorCatalogue';
import type { NoPlateStay } from '@/api/charge/noPlate.types';
import { useEnterNoPlateMutation, useNoPlateEntryLaneQuery } from '@/api/charge/noPlate';
import { usePlatform } from '@/platform/PlatformContext';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { useOneTap } from '@/ui/useOneTap';
import { LaneLine } from '../components/LaneLine';
import { NoPlateEntryCard } from '../components/NoPlateStayCard';
import { useNoPlateHolder } from '../components/useNoPlateHolder';
import { ensureTicket, forgetStayAt, keepStay, keptStayAt, type KeptStay } from '../noPlateTicket';
import styles from '../components/NoPlateStay.module.css';

const TITLE = '无牌车入场';
const EXPLAIN = '无牌车扫码入场：本手机将作为本次停车的凭证，出场时请用本手机扫描出口车道二维码';
const NO_TICKET =
  '本手机浏览器无法保存入场凭证（可能处于无痕模式或存储已满），入场后将无法用本手机出场缴费。请关闭无痕模式后重新扫码，或用微信、支付宝扫码，或联系入口岗亭工作人员';

/**
 * /noPlateEntry?parkId&laneCode: the entry lane's code, for a car with no plate (docs/rules/plate-less-car.md). The
 * lot and lane as the server has them, what the phone is for, and 确认入场: the server records the stay against this
 * phone (the host's identity inside WeChat or Alipay, else the phone's ticket) and opens the barrier. Already inside
 * this lot, the page shows that stay. Nothing is asked of the driver: no account, phone number or location.
 */
export function NoPlateEntryPage() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId');
  const laneCode = params.get('laneCode');
  if (!parkId || !laneCode) {
    return (
      <Page title={TITLE}>
        <Empty text="缺少车道信息" description="请扫描入口车道上的二维码" />
      </Page>
    );
  }
  return <EntryLane parkId={parkId} laneCode={laneCode} />;
}

/** Where the exit is paid from: the same host, or the same browser that keeps the ticket. */
function useExitHint(viaHost: boolean): string {
  const kind = usePlatform().kind;
  if (viaHost) return `出场时请用本手机${kind === 'alipay' ? '支付宝' : '微信'}扫描出口车道二维码缴费。`;
  return '出场时请用本手机的同一浏览器扫描出口车道二维码缴费，期间请勿清除浏览器数据。';
}

function Entered({ stay, justEntered, offline, viaHost }: { stay: KeptStay | NoPlateStay; justEntered: NoPlateStay | null; offline: boolean; viaHost: boolean }) {
  const hint = useExitHint(viaHost);
  const barrier = justEntered && (justEntered.entryBarrierOpened ? '入口道闸已开启，请驶入。' : '入口道闸未能自动开启，请联系入口岗亭工作人员开闸。');
  return (
    <ResultView outcome="success" title="已入场" description={`${barrier ?? ''}${hint}`}>
      <div className={styles.stack}>
        <NoPlateEntryCard stay={stay} />
        {offline && <p className={styles.weak}>暂时无法连接服务器，以上为本机保存的入场记录。</p>}
      </div>
    </ResultView>
  );
}

function EntryLane({ parkId, laneCode }: { parkId: string; laneCode: string }) {
  const { holder, ready } = useNoPlateHolder();
  const lane = useNoPlateEntryLaneQuery({ parkId, laneCode, ...holder }, { skip: !ready });
  const [enter] = useEnterNoPlateMutation();
  const [entered, setEntered] = useState<NoPlateStay | null>(null);
  const [noTicket, setNoTicket] = useState(false);
  const serverStay = lane.data?.stay ?? null;

  // What the server holds is what the phone keeps: the stay to show offline, or nothing once it is over.
  useEffect(() => {
    if (!lane.data) return;
    if (serverStay) keepStay(serverStay);
    else forgetStayAt(parkId);
  }, [lane.data, serverStay, parkId]);

  const send = useCallback(async () => {
    // The phone's ticket is made at the first entry, not on a look; inside WeChat or Alipay none is needed.
    const ticket = holder ? null : ensureTicket();
    const who = holder ?? (ticket ? { ticket } : null);
    setNoTicket(!who);
    if (!who) return;
    const stay = await enter({ parkId, laneCode, ...who }).unwrap();
    keepStay(stay);
    setEntered(stay);
  }, [holder, enter, parkId, laneCode]);
  // A double tap is one entry here, and the server answers a second one with the same stay anyway.
  const [confirm, entering] = useOneTap(send);

  const viaHost = !!holder && 'openid' in holder;
  if (lane.isError && isNotFoundAnswer(lane.error)) {
    return (
      <Page title={TITLE}>
        <div role="alert">
          <Empty text={lane.error.msg || '未找到该车道，请重新扫码'} description="请用微信、支付宝或手机相机扫描入口车道上的二维码" />
        </div>
      </Page>
    );
  }
  const kept = lane.isError ? keptStayAt(parkId) : undefined;
  if (kept) {
    return (
      <Page title={TITLE}>
        <Entered stay={kept} justEntered={null} offline viaHost={viaHost} />
      </Page>
    );
  }
  const stay = entered ?? serverStay;
  const footer =
    lane.data && !stay ? (
      <Button block color="primary" shape="rounded" size="large" loading={entering} loadingText="正在入场…" onClick={confirm}>
        确认入场
      </Button>
    ) : null;
  return (
    <Page title={TITLE} footer={footer}>
      <QueryState query={lane} loading="正在查询车道" error="车道信息查询失败">
        {(d) => (
          <div className={styles.stack}>
            <LaneLine where={[d.parkName, d.laneName]} />
            {stay ? (
              <Entered stay={stay} justEntered={entered} offline={false} viaHost={viaHost} />
            ) : (
              <>
                <p className={styles.note}>{EXPLAIN}</p>
                {noTicket && (
                  <p className={styles.warn} role="alert">
                    {NO_TICKET}
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
