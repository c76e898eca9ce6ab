import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useJoinQueueMutation, useReserveGunMutation } from '@/api/cps/chargerAccess';
import type { HoldRule } from '@/api/cps/chargerAccess.types';
import type { GunType, StationDetail } from '@/api/cps/session.types';
import { useBalanceInfoQuery } from '@/api/driver/account';
import { formatYuan } from '@/lib/format';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { useFeedback } from '@/ui/hooks';
import { readGun } from './gunAge';
import { GUN_KIND } from './HoldCard';
import { useOneTap } from '@/ui/useOneTap';
import styles from './AccessCard.module.css';

/** The hold's terms as the driver agrees to them before paying. */
export function holdTerms(rule: HoldRule): string {
  return `预约 ${rule.holdMinutes} 分钟，预约费 ${formatYuan(rule.feeCents)} 元从余额支付，按时开始充电可抵扣充电费；超时未充电不退，到时前取消全额退回`;
}

/** The kind's free guns: those whose pile still reports (fresh), and those whose last word is too old to trust. */
function freeOf(s: StationDetail, kind: GunType, serverNow: number): { fresh: number; unsure: number } {
  const free = s.piles.filter((p) => p.gunType === kind).flatMap((p) => p.guns.filter((g) => g.status === 'free'));
  const unsure = free.filter((g) => readGun(g, serverNow).uncertain).length;
  return { fresh: free.length - unsure, unsure };
}

/**
 * For a driver with nothing going: the kind of gun the car needs (a radio group where the station has both), then
 * for that kind a reservation where the station takes them and a gun is free, or the line where none is.
 */
export function ReserveOrQueue({ station, serverNow }: { station: StationDetail; serverNow: number }) {
  const kinds = (['fast', 'slow'] as const).filter((k) => station.piles.some((p) => p.gunType === k));
  const [chosen, setChosen] = useState<GunType | null>(null);
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const groupId = useId();
  if (!kind) return null;
  return (
    <div className={styles.body}>
      {kinds.length > 1 && (
        <ChoiceRadios
          id={groupId}
          legend="需要的充电枪"
          chips
          value={kind}
          onChange={(v) => setChosen(v === 'slow' ? 'slow' : 'fast')}
          choices={kinds.map((k) => ({ value: k, label: `${GUN_KIND[k]}（空闲 ${freeOf(station, k, serverNow).fresh}）` }))}
        />
      )}
      <KindAccess key={kind} station={station} kind={kind} serverNow={serverNow} />
    </div>
  );
}

function KindAccess({ station, kind, serverNow }: { station: StationDetail; kind: GunType; serverNow: number }) {
  const { fresh, unsure } = freeOf(station, kind, serverNow);
  const name = GUN_KIND[kind];
  if (fresh > 0 && station.holdRule) return <Reserve station={station} kind={kind} rule={station.holdRule} free={fresh} />;
  if (fresh > 0) return <p className={styles.text}>{name}空闲 {fresh} 个，到站扫码即可充电（本站不支持预约）。</p>;
  // A gun last said to be free, too long ago: neither held for a fee nor a reason to wait in line.
  if (unsure > 0) return <p className={styles.text}>{unsure} 个{name}枪状态未知（长时间未更新），暂不能预约或排队，可到站扫码尝试。</p>;
  return <JoinQueue station={station} kind={kind} />;
}

function Reserve({ station, kind, rule, free }: { station: StationDetail; kind: GunType; rule: HoldRule; free: number }) {
  const ui = useFeedback();
  const balance = useBalanceInfoQuery();
  const [reserve] = useReserveGunMutation();
  const [tap, pending] = useOneTap(async () => {
    const hold = await reserve({ stationId: station.stationId, gunType: kind }).unwrap();
    ui.toast(`已预约 ${hold.pileName} ${hold.gunName}`);
  });
  const termsId = useId();
  const name = GUN_KIND[kind];
  return (
    <>
      <p className={styles.text}>{name}空闲 {free} 个，可预约一个为您保留。</p>
      <p className={styles.weak} id={termsId}>
        {holdTerms(rule)}
        {balance.data ? `（账户余额 ${formatYuan(balance.data.availableBalance)} 元）` : ''}
      </p>
      <Button block color="primary" shape="rounded" size="large" aria-describedby={termsId} loading={pending} loadingText="正在预约…" onClick={() => tap()}>
        支付 {formatYuan(rule.feeCents)} 元预约{name}枪
      </Button>
    </>
  );
}

function JoinQueue({ station, kind }: { station: StationDetail; kind: GunType }) {
  const ui = useFeedback();
  const [join] = useJoinQueueMutation();
  const [tap, pending] = useOneTap(async () => {
    const place = await join({ stationId: station.stationId, gunType: kind }).unwrap();
    ui.toast(`已加入排队，您排在第 ${place.position} 位`);
  });
  const waiting = station.queues[kind];
  const name = GUN_KIND[kind];
  const noteId = useId();
  return (
    <>
      <p className={styles.text}>
        {name}暂无空闲，{waiting > 0 ? `${waiting} 人在排队` : '暂无人排队'}。
      </p>
      <p className={styles.weak} id={noteId}>
        排队后，有{name}枪空闲时按排队顺序为您保留，请留意本页；随时可退出排队。
      </p>
      <Button block color="primary" shape="rounded" size="large" aria-describedby={noteId} loading={pending} loadingText="正在排队…" onClick={() => tap()}>
        排队{waiting > 0 ? `（前面 ${waiting} 人）` : ''}
      </Button>
    </>
  );
}
