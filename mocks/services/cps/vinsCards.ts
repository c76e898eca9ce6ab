import type { ChargingVinRecord } from '../../db/chargingExtras';
import type { Db } from '../../db';
import { MAX_CHARGING_VINS, VIN_CODES, type ChargingCard, type ChargingVin, type ChargingVinList } from '../../../src/api/cps/vins.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { optStr, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';

const fmt = (ms: number) => wireTime(ms);

/*
 * The server's own VIN rule (GB 16735 / ISO 3779), written apart from the app's src/lib/vin.ts on purpose: a
 * server does not trust the client, and two implementations that must agree catch each other's mistakes.
 */
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTER_VALUES = '12345678123457923456789';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const charValue = (c: string) => (/\d/.test(c) ? Number(c) : Number(LETTER_VALUES[VIN_LETTERS.indexOf(c)]));

/** The VIN as sent, cleaned as any server would: spaces out, upper case. */
export function cleanVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Null when the VIN is well formed, else why not; 'checkDigit' when that is its only fault. */
export function vinFault(vin: string): string | null {
  if (vin.length !== 17) return 'VIN码应为17位';
  if (/[IOQ]/.test(vin)) return 'VIN码不能包含字母I、O、Q';
  if (!/^[0-9A-Z]{17}$/.test(vin)) return 'VIN码只能包含字母和数字';
  const sum = [...vin].reduce((s, c, i) => s + charValue(c) * (VIN_WEIGHTS[i] ?? 0), 0);
  const digit = sum % 11 === 10 ? 'X' : String(sum % 11);
  return vin[8] === digit ? null : 'checkDigit';
}

/** A VIN keeps its plate only while the plate is still the driver's (unbinding the plate elsewhere frees it). */
export function dropUnboundPlates(db: Db) {
  for (const v of db.chargingVins) {
    if (v.plateNo && !db.plates.some((p) => p.driverId === v.driverId && p.plateNo === v.plateNo)) v.plateNo = null;
  }
}

const toVin = (v: ChargingVinRecord): ChargingVin => ({ id: v.id, vin: v.vin, plateNo: v.plateNo, createdAt: fmt(v.createdAt) });

/** The plate to bind, checked: one of the driver's bound plates that no other of their VINs has. */
function platePick(ctx: MockContext, driverId: string, raw: string, forVin: string | null): string {
  const plateNo = raw.trim().toUpperCase();
  if (!ctx.db.plates.some((p) => p.driverId === driverId && p.plateNo === plateNo)) {
    throw new MockFail(VIN_CODES.plateRefused, '只能关联本账号已绑定的车辆');
  }
  if (ctx.db.chargingVins.some((v) => v.driverId === driverId && v.plateNo === plateNo && v.id !== forVin)) {
    throw new MockFail(VIN_CODES.plateRefused, '该车辆已关联其他VIN码，一辆车只能关联一个VIN码');
  }
  return plateNo;
}

function myVin(ctx: MockContext): ChargingVinRecord {
  const driver = ctx.requireDriver();
  const found = ctx.db.chargingVins.find((v) => v.id === ctx.req.params.id && v.driverId === driver.driverId);
  if (!found) notFound('未找到该VIN码，可能已被删除');
  return found;
}

/** Plug-and-charge VINs and charging cards. */
export function registerCpsVinsCards(r: MockRouter) {
  r.get('/cps/v2/api/vins', (ctx) => {
    const driver = ctx.requireDriver();
    dropUnboundPlates(ctx.db);
    const mine = ctx.db.chargingVins.filter((v) => v.driverId === driver.driverId).sort((a, b) => b.createdAt - a.createdAt);
    const list: ChargingVinList = { results: mine.map(toVin), total: mine.length, maxCount: MAX_CHARGING_VINS };
    return list;
  });

  r.post('/cps/v2/api/vins', (ctx) => {
    const driver = ctx.requireDriver();
    const { input } = ctx.req;
    dropUnboundPlates(ctx.db);
    const vin = cleanVin(str(input, 'vin', 'VIN码'));
    const fault = vinFault(vin);
    if (fault === 'checkDigit') {
      const accepted = input.acceptCheckDigit === true || input.acceptCheckDigit === 'true';
      if (!accepted) throw new MockFail(VIN_CODES.checkDigit, 'VIN码校验位不正确，请核对；进口车辆请确认后再提交');
    } else if (fault) {
      badRequest(fault);
    }
    const holder = ctx.db.chargingVins.find((v) => v.vin === vin);
    if (holder?.driverId === driver.driverId) throw new MockFail(VIN_CODES.alreadyMine, '该VIN码已添加');
    if (holder) throw new MockFail(VIN_CODES.boundByOther, '该VIN码已被其他账号绑定，如有疑问请联系客服');
    if (ctx.db.chargingVins.filter((v) => v.driverId === driver.driverId).length >= MAX_CHARGING_VINS) {
      throw new MockFail(VIN_CODES.limit, `每个账号最多添加${MAX_CHARGING_VINS}个VIN码，请先删除不用的`);
    }
    const plate = optStr(input, 'plateNo');
    const record: ChargingVinRecord = {
      id: ctx.db.seq.next('VIN'),
      driverId: driver.driverId,
      vin,
      plateNo: plate ? platePick(ctx, driver.driverId, plate, null) : null,
      createdAt: ctx.now(),
    };
    ctx.db.chargingVins.push(record);
    return toVin(record);
  });

  r.put('/cps/v2/api/vins/{id}', (ctx) => {
    const found = myVin(ctx);
    const { body } = ctx.req;
    if (!('plateNo' in body)) badRequest('请选择要关联的车辆');
    dropUnboundPlates(ctx.db);
    const raw = body.plateNo;
    if (raw !== null && typeof raw !== 'string') badRequest('车牌号格式不正确');
    found.plateNo = raw ? platePick(ctx, found.driverId, raw, found.id) : null;
    return toVin(found);
  });

  r.delete('/cps/v2/api/vins/{id}', (ctx) => {
    const found = myVin(ctx);
    ctx.db.chargingVins = ctx.db.chargingVins.filter((v) => v !== found);
    return null;
  });

  r.get('/cps/v2/api/charging/cards', (ctx) => {
    const driver = ctx.requireDriver();
    const cards: ChargingCard[] = ctx.db.chargingCards
      .filter((c) => c.driverId === driver.driverId)
      .sort((a, b) => a.cardNo.localeCompare(b.cardNo))
      .map((c) => ({ cardNo: c.cardNo, balanceCents: c.balanceCents, updatedAt: fmt(c.updatedAt) }));
    return cards;
  });
}
