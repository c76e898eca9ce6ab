import { CONSENT_KINDS, type Consent, type ConsentKind } from '../../../src/api/driver/consents.types';
import type { ReminderChannel } from '../../../src/api/basic/reminders.types';
import type { Db } from '../../db';
import { badRequest } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { wireTime } from '../../core/wireTime';
import { prefsOf, savePrefs } from '../../reminders/prefs';

/**
 * A driver's separate consents (docs/rules/consent.md). Location, trail and marketing are held here; a reminder
 * channel's value is the reminder settings' channel switch (mocks/reminders/prefs.ts, the one source of truth) and
 * only its date is held here, noted whichever way it changed. Kept beside the db, per db: a reset starts again.
 */
interface ConsentRecord {
  driverId: string;
  kind: ConsentKind;
  granted: boolean;
  changedAt: number;
}

const stores = new WeakMap<Db, ConsentRecord[]>();
function recordsOf(db: Db): ConsentRecord[] {
  let rows = stores.get(db);
  if (!rows) {
    rows = [];
    stores.set(db, rows);
  }
  return rows;
}

const CHANNEL_OF: Partial<Record<ConsentKind, ReminderChannel>> = {
  reminderWebpush: 'webpush', reminderWechat: 'wechat', reminderAlipay: 'alipay', reminderSms: 'sms',
};
const KIND_OF_CHANNEL = Object.fromEntries(Object.entries(CHANNEL_OF).map(([k, c]) => [c, k])) as Record<ReminderChannel, ConsentKind>;

export const CONSENT_PURPOSES: Record<ConsentKind, string> = {
  location: '用于查找附近的停车场和充电站，并显示与您的距离。',
  trail: '用于长期保留您的停车与充电记录，方便日后查询和开票；撤回后，已结清且超过90天的记录不再显示也不再保存。',
  marketing: '用于向您推送优惠活动和资讯；首页的城市广告对所有人相同，撤回后也不再展示。',
  reminderWebpush: '用于通过本机通知向您发送停车、充电等费用提醒。',
  reminderWechat: '用于通过微信服务通知向您发送费用提醒。',
  reminderAlipay: '用于通过支付宝服务消息向您发送费用提醒。',
  reminderSms: '用于通过短信向您发送费用提醒（每天最多3条）。',
};

/** Never chosen: what holds (location is asked by the host at first use; the rest waits for the driver's yes). */
const DEFAULTS: Record<'location' | 'trail' | 'marketing', boolean> = { location: true, trail: false, marketing: false };

/** Settled records older than this are neither shown nor kept once the trail consent is withdrawn. */
export const TRAIL_KEEP_MS = 90 * 24 * 3600_000;

function recordOf(db: Db, driverId: string, kind: ConsentKind): ConsentRecord | undefined {
  return recordsOf(db).find((r) => r.driverId === driverId && r.kind === kind);
}

function note(db: Db, driverId: string, kind: ConsentKind, granted: boolean, at: number): void {
  const rows = recordsOf(db);
  const row = rows.find((r) => r.driverId === driverId && r.kind === kind);
  if (row) Object.assign(row, { granted, changedAt: at });
  else rows.push({ driverId, kind, granted, changedAt: at });
}

/** One consent as the server answers it. */
export function consentOf(db: Db, driverId: string, kind: ConsentKind): Consent {
  const row = recordOf(db, driverId, kind);
  const channel = CHANNEL_OF[kind];
  const granted = channel ? prefsOf(db, driverId).channels[channel] : (row?.granted ?? DEFAULTS[kind as keyof typeof DEFAULTS]);
  return { kind, granted, changedAt: row ? wireTime(row.changedAt) : null, purpose: CONSENT_PURPOSES[kind] };
}

export function consentsOf(db: Db, driverId: string): Consent[] {
  return CONSENT_KINDS.map((k) => consentOf(db, driverId, k));
}

/** Called by the reminder settings when a channel switch changes there: the consent's date follows. */
export function noteChannelChanges(db: Db, driverId: string, before: Record<ReminderChannel, boolean>, after: Record<ReminderChannel, boolean>, at: number): void {
  for (const c of Object.keys(KIND_OF_CHANNEL) as ReminderChannel[]) {
    if (before[c] !== after[c]) note(db, driverId, KIND_OF_CHANNEL[c], after[c], at);
  }
}

/**
 * With the trail consent withdrawn, the driver's settled records older than 90 days go: paid parking bills of the
 * driver's plates and paid charging bills. Unpaid ones and any with an appeal stay (billing and the law still need them).
 */
export function pruneTrail(db: Db, driverId: string, now: number): void {
  const row = recordOf(db, driverId, 'trail');
  if (!row || row.granted) return;
  const cutoff = now - TRAIL_KEEP_MS;
  const plates = new Set(db.plates.filter((p) => p.driverId === driverId).map((p) => p.plateNo));
  // A bill with an appeal is kept whatever its age: the appeal still needs it.
  const appealed = new Set([...db.appeals.map((x) => x.uniqueId), ...db.chargingAppeals.map((x) => x.orderNo)]);
  db.parkOrders = db.parkOrders.filter((o) => !(plates.has(o.plateNo) && o.state === 'paid' && o.paidAt !== null && o.paidAt < cutoff && !appealed.has(o.uniqueId)));
  db.chargingOrders = db.chargingOrders.filter((o) => !(o.driverId === driverId && o.orderState === 3 && o.paidAt !== null && o.paidAt < cutoff && !appealed.has(o.orderNo)));
}

export function registerConsents(r: MockRouter) {
  r.get('/driver/v2/api/consents', (ctx) => {
    const driver = ctx.requireDriver();
    pruneTrail(ctx.db, driver.driverId, ctx.now());
    return consentsOf(ctx.db, driver.driverId);
  });

  r.put('/driver/v2/api/consents/{kind}', (ctx) => {
    const driver = ctx.requireDriver();
    const kind = ctx.req.params.kind as ConsentKind;
    if (!CONSENT_KINDS.includes(kind)) badRequest(`未知的授权类型：${ctx.req.params.kind ?? ''}`);
    const granted = ctx.req.body.granted;
    if (typeof granted !== 'boolean') badRequest('granted 须为 true 或 false');
    const channel = CHANNEL_OF[kind];
    if (channel) {
      const prefs = prefsOf(ctx.db, driver.driverId);
      savePrefs(ctx.db, { ...prefs, channels: { ...prefs.channels, [channel]: granted } });
    }
    note(ctx.db, driver.driverId, kind, granted, ctx.now());
    if (kind === 'trail') pruneTrail(ctx.db, driver.driverId, ctx.now());
    return consentOf(ctx.db, driver.driverId, kind);
  });

  // Tests and demos: what the server holds for a driver (no login).
  r.get('/__mock/consents/{driverId}', (ctx) => consentsOf(ctx.db, ctx.req.params.driverId ?? ''));
}
