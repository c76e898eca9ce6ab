import type { ReminderGroup, ReminderKind } from '@/api/basic/reminderKinds';

/**
 * What the settings call each group and kind of reminder: the server writes each reminder's own text, the
 * app names the kinds a driver turns on or off. Every kind of REMINDER_KINDS has a name here (the Record's type says so).
 */
export const REMINDER_GROUP_NAMES: Record<ReminderGroup, string> = {
  parking: '停车',
  charging: '充电',
  booking: '预约',
  pass: '月卡与错峰',
  account: '账户与服务',
};

export const REMINDER_KIND_NAMES: Record<ReminderKind, string> = {
  parkFreeEnds: '免费停车时段结束前提醒',
  parkFeeRises: '停车费即将上涨提醒',
  parkDailyCap: '当日停车费已封顶提醒',
  chargeEnded: '充电结束提醒',
  chargeIdleSoon: '占位费开始前5分钟提醒',
  chargeIdleStarted: '开始收取占位费提醒',
  chargePhantom: '充电异常（未输出电量）提醒',
  chargeHoldEnding: '预约的充电枪即将过期提醒',
  chargeQueueTurn: '排队轮到您提醒',
  chargeScheduledStarted: '预约充电已开始提醒',
  bookingStartsSoon: '预约即将开始提醒',
  bookingNoShowCloses: '预约即将因未入场失效提醒',
  bookingEndsSoon: '预约即将到期提醒',
  passExpiring: '月卡即将到期提醒',
  offPeakWindowEnds: '错峰时段即将结束提醒',
  withdrawalResult: '提现到账提醒',
  invoiceResult: '开票结果提醒',
  serviceAnswered: '客服回复提醒',
  plateClaim: '车牌认领提醒',
  vinClaim: 'VIN认领提醒',
};
