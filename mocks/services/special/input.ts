import { normalisePhone, personNameError, validateIdCard, validatePhone } from '../../../src/lib/validators';
import { badRequest, MockFail } from '../../core/fail';
import { isPlate, type Input } from '../../core/validate';
import type { Db } from '../../db';
import type { BagMaterialsRecord, BagRuleRecord } from '../../db/periodPasses';
import { BAG_CODES } from '../../../src/api/special/types';
import { coloursText, MAX_START_AHEAD_DAYS, plateColorOf } from './rules';
import { beijingDate, DAY, dayField, dayStart } from './time';

/**
 * The server's checks of what a driver sends for passes. ID numbers and names use the app's own validators
 * (src/lib/validators.ts), so the form and the server say the same words ('身份证长度或格式错误', '身份证号非法').
 */

const MAX_PICTURES = 4;
/**
 * An uploaded picture's URL; or a base64 image data URL, which is what the seeded materials hold (no network): a
 * driver fixing a seeded application may keep its photo beside a new one.
 */
const PICTURE_URL = /^(https?:\/\/\S+|data:image\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*)$/;
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function requestIdOf(input: Input): string {
  const raw = input.requestId;
  if (typeof raw !== 'string' || raw === '') badRequest('请求编号不能为空');
  if (!REQUEST_ID.test(raw)) badRequest('请求编号格式不正确');
  return raw;
}

/** 1-4 uploaded pictures (URLs from POST /basic/v2/api/pictures). */
export function picturesOf(raw: unknown, what: string): string[] {
  if (!Array.isArray(raw) || raw.length === 0) badRequest(`请上传${what}`);
  if (raw.length > MAX_PICTURES) badRequest(`${what}最多上传${MAX_PICTURES}张`);
  if (raw.some((u) => typeof u !== 'string' || !PICTURE_URL.test(u))) badRequest(`${what}地址不正确，请重新上传`);
  return raw as string[];
}

/** The forms' own rule (src/lib/validators.ts), so what a form lets through is what the server keeps. */
export function personName(raw: unknown, label: string): string {
  if (typeof raw !== 'string') badRequest(`请输入${label}`);
  const problem = personNameError(raw, label);
  if (problem) badRequest(problem);
  return raw;
}

export function idCardOf(raw: unknown, now: number): string {
  if (typeof raw !== 'string' || raw === '') badRequest('请输入身份证号');
  const problem = validateIdCard(raw, now);
  if (problem) badRequest(problem);
  return raw.toUpperCase();
}

function phoneOf(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') badRequest('请输入手机号');
  const problem = validatePhone(raw);
  if (problem) badRequest(problem);
  return normalisePhone(raw);
}

function objectOf(raw: unknown, missing: string): Input {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) badRequest(missing);
  return raw as Input;
}

/** A rule with needMaterials: every field, each with its own message. */
export function materialsOf(raw: unknown, now: number): BagMaterialsRecord {
  const m = objectOf(raw, '该月卡需提交车主信息及行驶证照片');
  return {
    ownerName: personName(m.ownerName, '车主姓名'),
    idCardNo: idCardOf(m.idCardNo, now),
    phone: phoneOf(m.phone),
    licencePictures: picturesOf(m.licencePictures, '行驶证照片'),
  };
}

/** A fix of materials: only the fields sent are checked and replaced. */
export function materialsPatch(raw: unknown, now: number): Partial<BagMaterialsRecord> {
  const m = objectOf(raw, '材料格式不正确');
  const patch: Partial<BagMaterialsRecord> = {};
  if (m.ownerName !== undefined) patch.ownerName = personName(m.ownerName, '车主姓名');
  if (m.idCardNo !== undefined) patch.idCardNo = idCardOf(m.idCardNo, now);
  if (m.phone !== undefined) patch.phone = phoneOf(m.phone);
  if (m.licencePictures !== undefined) patch.licencePictures = picturesOf(m.licencePictures, '行驶证照片');
  return patch;
}

/** The first day: not before today (Beijing), at most MAX_START_AHEAD_DAYS ahead. Answers 'YYYY-MM-DD'. */
export function startDateOf(raw: unknown, now: number): string {
  if (raw === undefined || raw === null || raw === '') badRequest('请选择开始日期');
  const day = dayField(raw, '开始日期');
  const today = dayStart(now);
  if (day < today) badRequest('开始日期不能早于今天');
  if (day > today + MAX_START_AHEAD_DAYS * DAY) badRequest(`开始日期不能晚于${MAX_START_AHEAD_DAYS}天后`);
  return beijingDate(day);
}

/** A list of plate numbers as sent: upper-cased, each a bound plate of the driver or a valid number, no repeats. */
export function plateListOf(db: Db, driverId: string, raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) badRequest('请选择车辆');
  if (raw.some((p) => typeof p !== 'string')) badRequest('车牌号格式不正确');
  const plates = (raw as string[]).map((p) => p.trim().toUpperCase());
  const bound = new Set(db.plates.filter((p) => p.driverId === driverId).map((p) => p.plateNo));
  const bad = plates.find((p) => !bound.has(p) && !isPlate(p));
  if (bad !== undefined) badRequest(`车牌号格式不正确：${bad}`);
  if (new Set(plates).size !== plates.length) badRequest('车牌号不能重复');
  return plates;
}

/** The plates fit the rule: how many it carries and the colours it takes. */
export function checkPlatesFit(db: Db, rule: BagRuleRecord, plates: string[]) {
  if (plates.length > rule.maxPlates) badRequest(`该月卡最多绑定${rule.maxPlates}辆车`);
  const wrong = plates.find((p) => !rule.plateColors.includes(plateColorOf(db, p)));
  if (wrong) throw new MockFail(BAG_CODES.plateNotAccepted, `车辆${wrong}不符合该月卡的车型要求（仅限${coloursText(rule.plateColors)}）`);
}

/** 1-12 periods (default 1). */
export function periodsOf(input: Input, max: number): number {
  const raw = input.periods;
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) badRequest(`购买期数应为1-${max}期`);
  return n;
}
