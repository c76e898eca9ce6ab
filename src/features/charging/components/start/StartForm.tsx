import { Button, Input, List, Radio } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useStartChargingMutation } from '@/api/cps-session';
import { useChargingCardsQuery } from '@/api/cps-vins';
import { useBalanceInfoQuery } from '@/api/driver';
import type { PileDetail } from '@/api/types/cps-session';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { CouponRow } from '../coupons/CouponRow';
import { useChosenCoupon } from '../coupons/useChosenCoupon';
import { STOP_LABELS, stopChoiceError, toStopCondition, unitOf, type StopKind } from './stopCondition';
import { StartBlockers, useStartBlockers } from './StartBlockers';

interface Values {
  gunNo: string;
  stopKind: StopKind;
  stopValue: string;
  /** 'balance', or the number of the charging card that pays. */
  payWith: string;
}

/**
 * Pick a free gun, say when to stop, start: paid from the balance when the session ends. The coupon is chosen on
 * its own page and comes back in the address (couponId); the draft keeps the rest of the form across that trip.
 */
export function StartForm({ pile, couponId }: { pile: PileDetail; couponId: string | null }) {
  const navigate = useNavigate();
  const [start] = useStartChargingMutation();
  const balance = useBalanceInfoQuery();
  const cards = useChargingCardsQuery();
  const blockers = useStartBlockers();
  const coupon = useChosenCoupon(couponId);
  const free = pile.guns.filter((g) => g.status === 'free');
  const form = useForm<Values>({
    initial: { gunNo: free.length === 1 ? (free[0]?.gunNo ?? '') : '', stopKind: 'full', stopValue: '', payWith: 'balance' },
    draftKey: `chargingStart:${pile.pileCode}`,
    showErrors: 'touched',
    validate: (v) => ({
      gunNo: v.gunNo ? null : '请选择充电枪',
      stopValue: stopChoiceError({ kind: v.stopKind, value: v.stopValue }),
    }),
    onSubmit: async (v, { setFormError, clear }) => {
      try {
        const pay = v.payWith === 'balance' ? { payMode: 'balance' as const } : { payMode: 'card' as const, cardNo: v.payWith };
        const { orderNo } = await start({
          pileCode: pile.pileCode, gunNo: v.gunNo, ...pay, ...(coupon.sendId ? { couponId: coupon.sendId } : {}), stopCondition: toStopCondition({ kind: v.stopKind, value: v.stopValue }),
        }).unwrap();
        clear();
        navigate(href(paths.chargingPageResult, { orderNo }), { replace: true });
      } catch (e) {
        setFormError(errorMessage(e));
      }
    },
  });
  const blocked = blockers.idleFeeCents > 0 || !!blockers.unpaidBill || !!blockers.inProgress;
  const band = pile.currentBand;
  const closed = pile.openState.state === 0;

  return (
    <form onSubmit={form.submit} noValidate className="chg-stack">
      <section className="chg-card" aria-labelledby="chg-pile">
        <h2 className="chg-title" id="chg-pile">
          {pile.stationName} · {pile.pileName}
        </h2>
        <List>
          <List.Item extra={`${pile.gunType === 'fast' ? '直流快充' : '交流慢充'} ${pile.powerKw}kW`}>充电桩</List.Item>
          <List.Item extra={`${formatMoney(band.energyCentsPerKwh + band.serviceCentsPerKwh)}/度`} description={`电费 ${formatMoney(band.energyCentsPerKwh)} + 服务费 ${formatMoney(band.serviceCentsPerKwh)}，当前${band.name}时段 ${band.from}–${band.to}`}>
            当前电价
          </List.Item>
          {pile.idleFee && (
            <List.Item description={`充电结束${pile.idleFee.graceMinutes}分钟后未挪车，每分钟${formatMoney(pile.idleFee.perMinuteCents)}，封顶${formatMoney(pile.idleFee.capCents)}`}>占位费</List.Item>
          )}
        </List>
      </section>

      {closed && <p className="chg-notice" role="alert">{pile.openState.text}，暂不能充电</p>}
      <StartBlockers idleFeeCents={blockers.idleFeeCents} unpaidBill={blockers.unpaidBill} inProgress={blockers.inProgress} />

      <fieldset className="chg-card">
        <legend className="chg-title">选择充电枪</legend>
        {free.length === 0 && <p className="chg-weak chg-stack">该桩暂无空闲充电枪，请换一个充电桩</p>}
        <Radio.Group value={form.values.gunNo} onChange={(v) => form.set({ gunNo: String(v) })}>
          <div className="chg-options" id={form.id('gunNo')}>
            {pile.guns.map((g) => (
              <Radio key={g.gunNo} value={g.gunNo} disabled={g.status !== 'free'}>
                {g.gunName}（{g.statusText}）
              </Radio>
            ))}
          </div>
        </Radio.Group>
        {form.errors.gunNo && <p className="app-field-error chg-stack" role="alert">{form.errors.gunNo}</p>}
      </fieldset>

      <fieldset className="chg-card">
        <legend className="chg-title">何时停止</legend>
        <Radio.Group value={form.values.stopKind} onChange={(v) => form.set({ stopKind: v as StopKind, stopValue: '' })}>
          <div className="chg-options">
            {(Object.keys(STOP_LABELS) as StopKind[]).map((k) => (
              <Radio key={k} value={k}>
                {STOP_LABELS[k]}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        {form.values.stopKind !== 'full' && (
          <List>
            <Field id={form.id('stopValue')} label={`${unitOf(form.values.stopKind).label}（${unitOf(form.values.stopKind).unit}）`} error={form.errors.stopValue}>
              <Input
                id={form.id('stopValue')}
                inputMode="decimal"
                autoComplete="off"
                value={form.values.stopValue}
                onChange={(stopValue) => form.set({ stopValue })}
                onBlur={() => form.touch('stopValue')}
              />
            </Field>
          </List>
        )}
      </fieldset>

      <fieldset className="chg-card">
        <legend className="chg-title">支付方式</legend>
        <p className="chg-weak chg-stack">充电结束后自动扣款；余额不足时可在充电订单中支付</p>
        <Radio.Group value={form.values.payWith} onChange={(v) => form.set({ payWith: String(v) })}>
          <div className="chg-options">
            <Radio value="balance">账户余额（{balance.data ? formatMoney(balance.data.availableBalance) : '—'}）</Radio>
            {(cards.data ?? []).map((c) => (
              <Radio key={c.cardNo} value={c.cardNo}>
                充电卡 尾号{c.cardNo.slice(-4)}（{formatMoney(c.balanceCents)}）
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </fieldset>

      <CouponRow pileCode={pile.pileCode} choice={coupon} />

      {form.formError && (
        <p className="chg-notice" role="alert">
          {form.formError}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" size="large" disabled={blocked || closed || free.length === 0 || blockers.loading || form.pending}>
        {form.pending ? '正在启动…' : '开始充电'}
      </Button>
    </form>
  );
}
