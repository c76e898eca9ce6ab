import type { Db } from '../../db';

/**
 * The notices this platform really sent (tied to the seed's unpaid bills) and a corpus of fake ones, for the
 * 核实通知 check (docs/rules/scam-check.md). The real notices live beside the db they belong to (a WeakMap keyed by
 * it), so POST /__mock/reset, which makes a new db, brings back the seed.
 */
export interface NoticeRecord {
  noticeNo: string;
  plateNo: string;
  /** The bill the notice is about. */
  uniqueId: string;
  /** How it was sent. */
  channel: 'sms' | 'paper';
}

/** The seed: one notice for each of the demo data's arrears bills (A's 京AD12345, B's three on 京B88888). */
const SEED: readonly NoticeRecord[] = [
  { noticeNo: 'TZ2026000103', plateNo: '京AD12345', uniqueId: 'U20003', channel: 'sms' },
  { noticeNo: 'TZ2026000111', plateNo: '京B88888', uniqueId: 'U20011', channel: 'paper' },
  { noticeNo: 'TZ2026000112', plateNo: '京B88888', uniqueId: 'U20012', channel: 'sms' },
  { noticeNo: 'TZ2026000113', plateNo: '京B88888', uniqueId: 'U20013', channel: 'sms' },
];

const byDb = new WeakMap<Db, NoticeRecord[]>();

export function noticesOf(db: Db): NoticeRecord[] {
  let list = byDb.get(db);
  if (!list) {
    list = SEED.map((n) => ({ ...n }));
    byDb.set(db, list);
  }
  return list;
}

/** A fake notice as drivers receive them: its text, the host it sends money to, and why it is fake. */
export interface FakeNotice {
  id: string;
  kind: 'sms' | 'paper';
  text: string;
  /** The foreign host(s) its links name. */
  hosts: string[];
  why: string;
}

/**
 * A dozen fakes seen in the wild, rewritten with made-up hosts: old road-side "debts", fines with a QR code under the
 * wiper, wrong payees, urgency. None matches a real notice: checked, each is noMatch with a foreign link.
 */
export const FAKE_NOTICES: readonly FakeNotice[] = [
  { id: 'F01', kind: 'sms', hosts: ['tcjf-pay.cc'],
    text: '【城市停车】您的车辆京A12345于2019年08月在朝阳路路侧停车欠费 86.00 元，请于3日内点击 http://tcjf-pay.cc/x 缴纳，逾期将上报征信并加收滞纳金。',
    why: '六年前的“欠费”，限期三日，陌生链接' },
  { id: 'F02', kind: 'paper', hosts: ['wz-fakuan.top'],
    text: '违停告知单 编号：WT88120931 车牌：京A·12345 地点：建国门外大街 罚款200元 请扫码缴纳 https://wz-fakuan.top/pay?id=88120931',
    why: '贴在雨刮下的“罚单”，扫码付款到陌生网站' },
  { id: 'F03', kind: 'sms', hosts: ['www.etc-tcjf.com'],
    text: '【ETC停车】尊敬的车主：您的车辆粤B12345存在路侧停车欠费，欠缴金额￥128.50，请登录 www.etc-tcjf.com 处理，否则将影响年检。',
    why: '冒充ETC，用年检吓人，裸域名' },
  { id: 'F04', kind: 'sms', hosts: ['bjtc-jf.vip'],
    text: '您好，车牌京AD12345于2020年3月在东城区停车欠费，欠费 312.00 元已逾期，今日内缴纳可免滞纳金：bjtc-jf.vip/j',
    why: '金额与真实欠费不符，“今日内”催促' },
  { id: 'F05', kind: 'sms', hosts: ['zhtc-pay.xyz'],
    text: '【智慧停车】车辆京B88888停车费未缴纳，合计 1,260.00元，通知编号：TZ2019004411，请点击 https://zhtc-pay.xyz/b88888 补缴。',
    why: '通知编号不是本平台的，金额不符' },
  { id: 'F06', kind: 'paper', hosts: ['pay.example.com.tc-jf.net'],
    text: '停车缴费通知 车牌 京A12345 停车场：西单商业街 应缴 30元 扫码支付 https://pay.example.com.tc-jf.net/scan',
    why: '仿冒官方域名，真正的域名是 tc-jf.net' },
  { id: 'F07', kind: 'sms', hosts: ['t.cn'],
    text: '交通违法及停车欠费提醒：您的车辆京A12345有3笔欠费共计 458.00 元，点此查看 t.cn/A6xyz 如已缴纳请忽略。',
    why: '短链接掩盖真实去处' },
  { id: 'F08', kind: 'sms', hosts: ['tcjfzx.cn'],
    text: '【停车缴费中心】京A12345车主：您2018年在王府井停车欠费 56.00 元，收款单位：北京某某科技有限公司，请转账或访问 http://tcjfzx.cn 缴纳。',
    why: '收款单位不是运营方，要求转账' },
  { id: 'F09', kind: 'sms', hosts: ['ccb-tcf.top'],
    text: '温馨提示：车辆津C66666路侧停车欠费 99元将于明日起每日加收10元，立即缴纳 https://ccb-tcf.top/p?c=C66666',
    why: '每日加收，制造恐慌' },
  { id: 'F10', kind: 'paper', hosts: ['qr-pay.cc'],
    text: '临时停车收费单 NO: 20260311 车牌: 京E55555 在金融街停车场 停车费 40.00元 请扫码 qr-pay.cc/p/20260311 支付，勿向他人付现。',
    why: '假收费单上的二维码指向陌生网站' },
  { id: 'F11', kind: 'sms', hosts: ['jtgl-gov.cc'],
    text: '【交通管理】您的车辆京F77777存在欠费未处理记录，欠费金额：66.00元，逾期将冻结车辆，请于24小时内访问 jtgl-gov.cc 处理。',
    why: '冒充政府，“冻结车辆”' },
  { id: 'F12', kind: 'sms', hosts: ['hxpay-tc.net'],
    text: '粤B12345车主您好，您有一笔停车费 18.00 元未缴，现可享五折减免，请在 https://hxpay-tc.net/d 完成缴纳，回复TD退订。',
    why: '用“减免”引诱点链接' },
];
