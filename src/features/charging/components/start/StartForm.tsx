import { List } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useStartChargingMutation } from '@/api/cps/session';
import { useChargingCardsQuery } from '@/api/cps/vins';
import { PREPAY_AMOUNTS } from '@/api/cps/prepay.types';
import type { PileDetail } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { payeeAt, PaySentence } from '@/payment/ui/PaySentence';
import { useForm } from '@/ui/form/useForm';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import { Page } from '@/ui/Page/Page';
import { CouponRow } from '../coupons/CouponRow';
import { useChosenCoupon } from '../coupons/useChosenCoupon';
import { GunField } from './GunField';
import { batteryError, DEFAULT_CAR_CHOICE, socError, toCar } from '../../estimate/carChoice';
import { CarFields } from '../estimate/CarFields';
import { EstimateCard } from '../estimate/EstimateCard';
import { bandNameText } from '../estimate/estimateText';
import { startEstimate } from '../estimate/startEstimate';
import { useServerNow } from '../clock/useServerNow';
import { FailedStartHelp, isPileOffline } from '../access/FailedStartHelp';
import { ReportPileLink } from '../access/ReportPileLink';
import { useHeldForMe } from '../access/useHeldForMe';
import { HeldUntil } from './HeldUntil';
import { DEFAULT_SOC_STOP, stopChoiceError, toStopCondition, type StopKind } from './stopCondition';
import { StopField } from './StopField';
import { ScheduleField } from './ScheduleField';
import { startChoiceError, toSchedule, type StartKind } from './startSchedule';
import { newPrepayChannel, PayWithField, type PayWith } from './PayWithField';
import { StartBlockers, useStartBlockers } from './StartBlockers';
import { prepayKey, usePrepay, usePrepayChannels } from './usePrepay';
import { ValueLine } from '../rows/ValueLine';
import styles from './StartForm.module.css';
import { useBalanceInfoQuery } from '@/api/driver/account';

interface Values {
  gunNo: string;
  /** When to start (now, at a time, at the next 谷 band) and the time typed for 'at' ('HH:mm'). */
  startKind: StartKind;
  startTime: string;
  stopKind: StopKind;
  stopValue: string;
  payWith: PayWith;
  /** The prepay's amount in cents, one of PREPAY_AMOUNTS. */
  prepayCents: string;
  /** The car as stated for the estimate: battery kWh and state of charge %, as typed. */
  batteryKwh: string;
  soc: string;
}

/** The start call's payment fields for what the driver chose. */
function payFields(payWith: PayWith) {
  if (payWith === 'balance') return { payMode: 'balance' as const };
  if (payWith === 'prepay') return { payMode: 'prepay' as const };
  return { payMode: 'card' as const, cardNo: payWith };
}

/** The form's id: its button is in the page's pinned bar, outside it. */
const START_FORM_ID = 'charging-start';

/**
 * Pick a free gun, say when to stop, choose how to pay, start: the page with 开始充电 and the estimate's total pinned
 * at its foot, so the driver need not scroll past every choice to reach it. The coupon is chosen on its own page and comes back
 * in the address (couponId); the draft keeps the rest of the form across that trip and a prepay's cashier. With a
 * new prepay the one tap pays (the payment saga) and, once the server says paid, starts with it.
 */
export function StartForm({ title, pile, gunNo = null, couponId }: { title: string; pile: PileDetail; gunNo?: string | null; couponId: string | null }) {
  const navigate = useNavigate();
  const [start] = useStartChargingMutation();
  const balance = useBalanceInfoQuery();
  const cards = useChargingCardsQuery();
  const blockers = useStartBlockers();
  const coupon = useChosenCoupon(couponId);
  // A gun held for this driver (reserved to others) is theirs to start on.
  const held = useHeldForMe(pile.pileCode);
  const free = pile.guns.filter((g) => g.status === 'free' || g.gunNo === held?.gunNo);
  // The pile did not answer the start: report it, or charge elsewhere.
  const [offline, setOffline] = useState(false);
  const named = gunNo && free.some((g) => g.gunNo === gunNo) ? gunNo : null;
  const prepayChannels = usePrepayChannels();
  const prepay = usePrepay(pile.pileCode, () => void form.submit());
  const serverNow = useServerNow(pile.serverTime);
  // The all-in estimate of what the driver chose, sent with the start for the bill to set beside it.
  const estimateOf = (v: Values, payWith: PayWith) =>
    startEstimate(pile, serverNow, {
      stop: { kind: v.stopKind, value: v.stopValue },
      start: { kind: v.startKind, time: v.startTime },
      car: v,
      prepayCents: payWith === 'prepay' ? (prepay.prepay?.amountCents ?? null) : newPrepayChannel(payWith) ? Number(v.prepayCents) : null,
    });
  const form = useForm<Values>({
    initial: { gunNo: named ?? (free.length === 1 ? (free[0]?.gunNo ?? '') : ''), startKind: 'now', startTime: '', stopKind: 'full', stopValue: '', payWith: 'balance', prepayCents: String(PREPAY_AMOUNTS[1]), ...DEFAULT_CAR_CHOICE },
    draftKey: `chargingStart:${pile.pileCode}`,
    showErrors: 'touched',
    validate: (v) => ({
      gunNo: v.gunNo ? null : '请选择充电枪',
      startTime: startChoiceError({ kind: v.startKind, time: v.startTime }, pile, serverNow),
      stopValue: stopChoiceError({ kind: v.stopKind, value: v.stopValue }) ?? socAboveCar(v),
      batteryKwh: batteryError(v.batteryKwh),
      soc: socError(v.soc),
    }),
    onSubmit: async (v, { setFormError, clear }) => {
      // A prepay paid meanwhile (the one tap's payment, confirmed) is what pays, whatever the radio still says.
      const payWith = prepay.prepay && newPrepayChannel(v.payWith) ? 'prepay' : v.payWith;
      const channel = newPrepayChannel(payWith);
      if (channel) {
        const amountCents = Number(v.prepayCents);
        prepay.markStartedHere();
        await prepay.action.start({ key: prepayKey(pile.pileCode), kind: 'chargingPrepay', order: { amountCents, pileCode: pile.pileCode, ...(coupon.sendId ? { couponId: coupon.sendId } : {}) }, channel }, amountCents);
        return;
      }
      const car = toCar(v);
      const estimate = estimateOf(v, payWith);
      const schedule = toSchedule({ kind: v.startKind, time: v.startTime }, serverNow);
      try {
        const { orderNo } = await start({
          ...(car ? { car } : {}),
          ...(estimate ? { estimate } : {}),
          pileCode: pile.pileCode, gunNo: v.gunNo, ...payFields(payWith), ...(coupon.sendId ? { couponId: coupon.sendId } : {}), stopCondition: toStopCondition({ kind: v.stopKind, value: v.stopValue }),
          ...(schedule ? { schedule } : {}),
        }).unwrap();
        clear();
        navigate(href(paths.chargingPageResult, { orderNo }), { replace: true });
      } catch (e) {
        setOffline(isPileOffline(e));
        setFormError(errorMessage(e));
      }
    },
  });
  // A prepay that was paid (here, or before a reload or the cashier's round trip) becomes the way to pay; one that
  // went back (unused too long) is no longer offered.
  const hasPrepay = !!prepay.prepay;
  const { set } = form;
  const payWith = form.values.payWith;
  const estimate = estimateOf(form.values, payWith);
  // The gun the address names is as good as tapped: drafted, so the coupon page's way back (the pile alone) keeps it.
  const chosenGun = form.values.gunNo;
  useEffect(() => {
    if (named && chosenGun === named) set({ gunNo: named });
  }, [named, chosenGun, set]);
  // The gun held for the driver can be chosen only once their hold is known (after the pile): named, it is chosen then.
  const heldGunNo = held?.gunNo ?? null;
  useEffect(() => {
    if (heldGunNo && named === heldGunNo) set({ gunNo: heldGunNo });
  }, [heldGunNo, named, set]);
  useEffect(() => {
    if (hasPrepay && newPrepayChannel(payWith)) set({ payWith: 'prepay' });
    if (!hasPrepay && payWith === 'prepay' && !prepay.loading) set({ payWith: 'balance' });
  }, [hasPrepay, payWith, prepay.loading, set]);
  const blocked = blockers.idleFeeCents > 0 || !!blockers.unpaidBill || !!blockers.inProgress;
  const band = pile.currentBand;
  const closed = pile.openState.state === 0;
  // A new prepay is paid by this tap: the amount and who is paid as one sentence (its description; shown in 长辈模式).
  const prepaying = newPrepayChannel(form.values.payWith) !== null;
  const sentenceId = useId();

  const footer = (
    <>
      {form.formError && (
        <p className={styles.notice} role="alert">
          {form.formError}
        </p>
      )}
      {prepaying && <PaySentence id={sentenceId} amountCents={Number(form.values.prepayCents)} payee={payeeAt(pile.operatorName, pile.stationName)} />}
      <ActionBar amount={{ label: '预计', cents: estimate?.totalCents ?? null, pending: '待估算' }}>
        <ActionBarButton
          type="submit"
          form={START_FORM_ID}
          aria-describedby={prepaying ? sentenceId : undefined}
          disabled={blocked || closed || free.length === 0 || blockers.loading || form.pending || prepay.action.busy}
        >
          {submitLabel(form.values, form.pending, prepay.action.busy ? prepay.action.label : null)}
        </ActionBarButton>
      </ActionBar>
    </>
  );

  return (
    <Page title={title} footer={footer}>
      <form id={START_FORM_ID} onSubmit={form.submit} noValidate className={styles.stack}>
        <section className={styles.card} aria-labelledby="chg-pile">
          <h2 className={styles.title} id="chg-pile">
            {pile.stationName} · {pile.pileName}
          </h2>
          <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
            {pile.operatorName && (
              <List.Item>
                <ValueLine label="收款方" value={pile.operatorName} />
              </List.Item>
            )}
            <List.Item>
              <ValueLine label="充电桩" value={`${pile.gunType === 'fast' ? '直流快充' : '交流慢充'} ${pile.powerKw}kW`} />
            </List.Item>
            <List.Item description={`电费 ${formatMoney(band.energyCentsPerKwh)} + 服务费 ${formatMoney(band.serviceCentsPerKwh)}，当前${bandNameText(band.name)}时段 ${band.from}–${band.to}`}>
              <ValueLine label="当前电价" value={`${formatMoney(band.energyCentsPerKwh + band.serviceCentsPerKwh)}/度`} />
            </List.Item>
            {pile.idleFee && (
              <List.Item description={`充电结束${pile.idleFee.graceMinutes}分钟后未挪车，每分钟${formatMoney(pile.idleFee.perMinuteCents)}，封顶${formatMoney(pile.idleFee.capCents)}`}>占位费</List.Item>
            )}
          </List>
        </section>

        {closed && <p className={styles.notice} role="alert">{pile.openState.text}，暂不能充电</p>}
        <StartBlockers idleFeeCents={blockers.idleFeeCents} unpaidBill={blockers.unpaidBill} inProgress={blockers.inProgress} />

        <GunField id={form.id('gunNo')} guns={pile.guns} serverNow={serverNow} heldGunNo={heldGunNo} value={form.values.gunNo} onChange={(gunNo) => form.set({ gunNo })} error={form.errors.gunNo} />
        {heldGunNo && <HeldUntil pileCode={pile.pileCode} />}

        <ScheduleField
          id={form.id('startKind')}
          timeId={form.id('startTime')}
          kind={form.values.startKind}
          time={form.values.startTime}
          onKind={(startKind) => form.set({ startKind })}
          onTime={(startTime) => form.set({ startTime })}
          onTimeBlur={() => form.touch('startTime')}
          error={form.errors.startTime}
          pile={pile}
          now={serverNow}
        />

        <StopField
          id={form.id('stopKind')}
          valueId={form.id('stopValue')}
          kind={form.values.stopKind}
          value={form.values.stopValue}
          socStop={pile.capabilities.socStop}
          onKind={(stopKind) => form.set({ stopKind, stopValue: stopKind === 'soc' ? DEFAULT_SOC_STOP : '' })}
          onValue={(stopValue) => form.set({ stopValue })}
          onValueBlur={() => form.touch('stopValue')}
          error={form.errors.stopValue}
        />

        <CarFields
          ids={{ batteryKwh: form.id('batteryKwh'), soc: form.id('soc') }}
          value={form.values}
          onChange={(car) => form.set(car)}
          onBlur={(field) => form.touch(field)}
          errors={{ batteryKwh: form.errors.batteryKwh, soc: form.errors.soc }}
        />

        <PayWithField
          id={form.id('payWith')}
          value={form.values.payWith}
          onChange={(v) => form.set({ payWith: v })}
          amountCents={form.values.prepayCents}
          onAmount={(prepayCents) => form.set({ prepayCents })}
          balanceCents={balance.data ? balance.data.availableBalance : null}
          cards={cards.data ?? []}
          prepay={prepay.prepay}
          prepayChannels={prepayChannels}
          disabled={form.pending || prepay.action.busy}
        />

        <CouponRow pileCode={pile.pileCode} choice={coupon} />

        <EstimateCard estimate={estimate} parkingRule={pile.parkingRule} idleFee={pile.idleFee} missing="填写停止条件和车辆电量后显示预估费用" />

        {offline ? (
          <FailedStartHelp stationId={pile.stationId} pileCode={pile.pileCode} gunNo={form.values.gunNo || undefined} gunType={pile.gunType} />
        ) : (
          <ReportPileLink stationId={pile.stationId} pileCode={pile.pileCode} pileName={pile.pileName} />
        )}
      </form>
    </Page>
  );
}

/** 开始充电, or 预付 ¥50.00 并开始充电 when the tap pays first; what is under way while it is. */
function submitLabel(v: Values, starting: boolean, paying: string | null): string {
  if (paying) return paying;
  if (starting) return '正在启动…';
  const scheduled = v.startKind !== 'now';
  if (newPrepayChannel(v.payWith)) return `预付 ${formatMoney(Number(v.prepayCents))} 并${scheduled ? '预约充电' : '开始充电'}`;
  return scheduled ? '预约充电' : '开始充电';
}

/** A stop at a battery level must be above the car's level as stated (the pile would stop at once). */
function socAboveCar(v: Values): string | null {
  if (v.stopKind !== 'soc' || v.soc.trim() === '') return null;
  const now = Number(v.soc);
  return Number.isFinite(now) && Number(v.stopValue) <= now ? `须高于当前电量${now}%` : null;
}
