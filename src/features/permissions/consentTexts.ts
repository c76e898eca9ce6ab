import type { ConsentKind } from '@/api/driver/consents.types';

/** Each consent's name on /permissions (the switch's accessible name). */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  location: '定位',
  trail: '停车与充电记录的长期保留',
  marketing: '营销信息',
  reminderWebpush: '本机通知提醒',
  reminderWechat: '微信提醒',
  reminderAlipay: '支付宝提醒',
  reminderSms: '短信提醒',
};

/** A visitor's purposes (the server gives a driver's own): the same sentences. */
export const VISITOR_PURPOSES = {
  location: '用于查找附近的停车场和充电站，并显示与您的距离。',
  marketing: '用于向您推送优惠活动和资讯；首页的城市广告对所有人相同，撤回后也不再展示。',
} as const;

/** What changes once a consent is withdrawn: said at once, nothing is asked. */
export const WITHDRAWN: Record<ConsentKind, string> = {
  location: '已撤回定位：不再获取您的位置，附近的停车场和充电站按城市显示。缴费、充电不受影响。',
  trail: '已撤回记录的长期保留：已结清且超过90天的停车与充电记录不再显示，也不再保存；未结清的账单照常保留。',
  marketing: '已撤回营销信息：首页不再展示广告，也不再向您推送优惠和资讯。',
  reminderWebpush: '已撤回本机通知提醒：提醒不再推送到通知栏，仍会出现在消息中心。',
  reminderWechat: '已撤回微信提醒：提醒不再通过微信发送，仍会出现在消息中心。',
  reminderAlipay: '已撤回支付宝提醒：提醒不再通过支付宝发送，仍会出现在消息中心。',
  reminderSms: '已撤回短信提醒：不再通过短信发送费用提醒，仍会出现在消息中心。',
};

/** '已同意于 2026-11-20', '已撤回于 …', or the state of a kind never chosen. */
export function consentDate(granted: boolean, changedAt: string | null): string {
  if (changedAt === null) return granted ? '尚未单独选择，使用时由系统询问' : '尚未同意';
  return `${granted ? '已同意于' : '已撤回于'} ${changedAt.slice(0, 10)}`;
}
