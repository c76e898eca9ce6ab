import { formatMoney } from '../../../src/lib/format';
import type { StopReason } from '../../../src/api/cps/session.types';
import { idleFeeRule } from '../../services/cps/piles';
import { LOW_ENERGY_AFTER_MS, sessionAt } from '../../services/cps/sessionModel';
import { wireTime } from '../../core/wireTime';
import type { ReminderDue, ReminderRule } from '../types';

const MIN = 60_000;
/** The idle fee's warning goes this long before it starts. */
export const IDLE_WARNING_MS = 5 * MIN;

const STOP_TEXT: Partial<Record<StopReason, string>> = {
  full: '车辆已充满',
  condition: '已达到您设定的充电条件',
  fault: '充电桩故障，充电已停止',
  pileOffline: '充电桩离线，充电已停止',
};

/**
 * Charging (from the pile's simulated session on the server's clock): the session ended by itself (a stop the
 * driver made is not news to them), the idle fee starts in 5 minutes, it started (until the car leaves), and a
 * session that delivers no energy (until it is stopped).
 */
export const chargingReminders: ReminderRule = (db, now) => {
  const out: ReminderDue[] = [];
  for (const s of db.chargingSessions) {
    const order = db.chargingOrders.find((o) => o.orderNo === s.orderNo);
    if (!order) continue;
    const station = db.stations.find((x) => x.stationId === order.stationId);
    const place = `${station?.stationName ?? '充电站'} ${order.deviceName}${order.gunName}`;
    const url = `/chargingResults?orderNo=${encodeURIComponent(order.orderNo)}`;
    const at = sessionAt(s, now);
    const base = { driverId: order.driverId, url };

    // A scheduled start began by itself at its time (not if it was cancelled before, or never plugged in).
    const scheduledAt = s.scheduledStartAt ?? null;
    const cancelledBefore = scheduledAt !== null && s.stopConfirmedAt !== null && s.stopConfirmedAt <= scheduledAt;
    if (scheduledAt !== null && now >= scheduledAt && !cancelledBefore && s.pluggedAt !== null) {
      out.push({
        ...base, key: `chargeScheduledStarted:${s.orderNo}`, kind: 'chargeScheduledStarted', dueAt: scheduledAt,
        title: '预约充电已开始',
        body: `${place} 已于 ${wireTime(scheduledAt, 'HH:mm')} 开始充电`,
      });
    }
    if (cancelledBefore) continue;

    if (at.state !== 'finished' && at.chargingStartedAt !== null && s.noEnergy) {
      out.push({
        ...base, key: `chargePhantom:${s.orderNo}`, kind: 'chargePhantom', dueAt: at.chargingStartedAt + LOW_ENERGY_AFTER_MS,
        title: '充电异常：车辆未在充电',
        body: `${place} 已 5 分钟未输出电量，请检查充电枪是否插好，或结束充电以免占用车位`,
      });
    }
    if (at.state !== 'finished' || at.endedAt === null) continue;
    const bill = formatMoney(at.energyFeeCents + at.serviceFeeCents);
    const reason = at.stopReason === 'condition' && s.stopCondition.type === 'soc' ? `已充到${s.stopCondition.soc}%` : at.stopReason ? STOP_TEXT[at.stopReason] : undefined;
    if (reason) {
      out.push({
        ...base, key: `chargeEnded:${s.orderNo}`, kind: 'chargeEnded', dueAt: at.endedAt,
        title: '充电已结束',
        body: `${reason}。${place}，充电 ${at.kwh} 度，费用 ${bill}`,
      });
    }
    const rule = station ? idleFeeRule(station) : null;
    // The car leaving deals with the idle fee: nothing is said of it after that.
    if (!rule || s.leftAt !== null) continue;
    const idleFrom = at.endedAt + rule.graceMinutes * MIN;
    const rate = `${formatMoney(rule.perMinuteCents)}/分钟，封顶 ${formatMoney(rule.capCents)}`;
    out.push({
      ...base, key: `chargeIdleSoon:${s.orderNo}`, kind: 'chargeIdleSoon', dueAt: Math.max(at.endedAt, idleFrom - IDLE_WARNING_MS), staleAt: idleFrom,
      title: '5 分钟后开始收取占位费',
      body: `${place} 充电已结束，${wireTime(idleFrom, 'HH:mm')} 起收取占位费（${rate}），请尽快挪车`,
    });
    out.push({
      ...base, key: `chargeIdleStarted:${s.orderNo}`, kind: 'chargeIdleStarted', dueAt: idleFrom,
      title: '已开始收取占位费',
      body: `${place} 自 ${wireTime(idleFrom, 'HH:mm')} 起收取占位费（${rate}），挪车后停止计费`,
    });
  }
  return out;
};
