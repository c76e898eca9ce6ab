import type { Calls } from '../contract';
import { InvoiceUrl, InvoiceUrlParams } from './types';
import { InvoiceableOrders, InvoiceableOrdersParams } from './orders.types';
import { CreateInvoiceBody, InvoiceDetail, InvoicePage, InvoicesParams, ResendInvoiceBody, ResendInvoiceResult, ReverseInvoiceBody } from './records.types';
import { InvoiceTitle, InvoiceTitleList, SaveInvoiceTitleBody } from './titles.types';
import { PlateInvoicePage, PlateInvoicesParams } from './byPlate.types';
import { SelfInvoiceBody, SelfInvoiceLookup, SelfInvoiceLookupParams, SelfInvoiceQuery, SelfInvoiceSendBody, SelfInvoiceSent } from './self.types';

/** The invoice service's calls: what each sends and answers (src/api/contract.ts). */
export const invoiceCalls = {
  'GET /invoice/v2/api/getInvoiceUrlByUnid': {
    query: InvoiceUrlParams, answer: InvoiceUrl, summary: '电子发票链接（停车订单首次请求时开具）',
    errors: {
      '0xd08510001': '订单未完成支付，暂不能开具发票',
      '0xd08510002': '该订单实付金额为0，无需开具发票',
      '0xd08510004': '该订单暂不能开具发票',
      '0xd08510005': '发票正在开具中，请稍后查看',
      '0xd08510006': '开票失败：购买方名称与税号不匹配',
      '0xd08510009': '该订单已退款，无需开具发票',
      '404': '未找到该停车订单',
    },
  },
  'GET /invoice/v2/api/invoiceableOrders': { query: InvoiceableOrdersParams, answer: InvoiceableOrders, summary: '可开票订单（按开票方分组）' },
  'POST /invoice/v2/api/invoices': {
    body: CreateInvoiceBody, answer: InvoiceDetail, summary: '申请开票（同一开票方的订单）',
    errors: {
      '0xd08510003': '所选订单属于不同开票方，请按开票方分别开票',
      '0xd08510004': '订单…已开票或正在开票中，不能开票',
      '0xd08510007': '该抬头已保存，请直接选用 / 最多保存…个抬头，请先删除不用的抬头',
      '404': '所查对象不存在',
    },
  },
  'GET /invoice/v2/api/invoices': { query: InvoicesParams, answer: InvoicePage, summary: '开票记录' },
  'GET /invoice/v2/api/invoices/byPlate': {
    query: PlateInvoicesParams, answer: PlateInvoicePage,
    summary: '按车牌：本人当前绑定车辆经自助开票（免登录）开具的发票，新的在前（不含接收邮箱和手机号）',
    errors: { '0xd08510011': '该车牌不在您的账户中' },
  },
  'GET /invoice/v2/api/invoices/{invoiceNo}': {
    answer: InvoiceDetail, summary: '开票记录详情',
    errors: { '404': '发票记录不存在' },
  },
  'POST /invoice/v2/api/invoices/{invoiceNo}/resend': {
    body: ResendInvoiceBody, answer: ResendInvoiceResult, summary: '重发发票到邮箱（每张发票每天最多5次）',
    errors: {
      '0xd08510005': '发票正在开具中，开具完成后才能发送', '0xd08510006': '开票失败的发票不能发送，请重新开票',
      '0xd08510010': '该发票今日已发送…次，请明天再试', '404': '所查对象不存在',
    },
  },
  'POST /invoice/v2/api/invoices/{invoiceNo}/reverse': {
    body: ReverseInvoiceBody, answer: InvoiceDetail, summary: '红冲发票',
    errors: { '0xd08510005': '发票正在开具中，开具完成后才能… / 发票正在开具中，请稍后查看', '0xd08510006': '已红冲的发票不能红冲', '404': '所查对象不存在' },
  },
  'GET /invoice/v2/api/titles': { answer: InvoiceTitleList, summary: '已保存的发票抬头' },
  'POST /invoice/v2/api/titles': {
    body: SaveInvoiceTitleBody, answer: InvoiceTitle, summary: '新增发票抬头',
    errors: { '0xd08510007': '该抬头已保存，请直接选用 / 最多保存10个抬头，请先删除不用的抬头' },
  },
  'PUT /invoice/v2/api/titles/{titleId}': {
    body: SaveInvoiceTitleBody, answer: InvoiceTitle, summary: '修改发票抬头',
    errors: { '0xd08510007': '该抬头已保存，请直接选用 / 最多保存…个抬头，请先删除不用的抬头', '404': '所查对象不存在' },
  },
  'DELETE /invoice/v2/api/titles/{titleId}': {
    answer: InvoiceTitleList, summary: '删除发票抬头',
    errors: { '404': '发票抬头不存在' },
  },
  'GET /invoice/v2/api/selfService/order': {
    query: SelfInvoiceLookupParams, answer: SelfInvoiceLookup, summary: '自助开票：按车牌与订单编号查订单',
    errors: {
      '0xd08510004': '该订单尚未支付完成，暂不能开票 / 该订单已超过开票期限（支付后…天内可开票）',
      '0xd08510009': '该订单已退款，无需开具发票（退款前已申请的发票照常显示）',
      '404': '未找到该车牌的停车订单，请核对车牌号和订单编号',
    },
  },
  'POST /invoice/v2/api/selfService/invoices': {
    body: SelfInvoiceBody, answer: InvoiceDetail,
    summary: '自助开票：申请开票（免登录；发送到邮箱或手机号，二选一；一笔订单只开一张：已开票或开票中的订单答其发票）',
    errors: {
      '0xd08510004': '该订单尚未支付完成，暂不能开票 / 该订单已超过开票期限（支付后…天内可开票）',
      '0xd08510008': '请填写接收发票的邮箱或手机号 / 邮箱和手机号只能选择一种接收方式',
      '0xd08510009': '该订单已退款，无需开具发票',
      '404': '未找到该车牌的停车订单，请核对车牌号和订单编号',
    },
  },
  'GET /invoice/v2/api/selfService/invoices/{invoiceNo}': {
    query: SelfInvoiceQuery, answer: InvoiceDetail, summary: '自助开票：按车牌查发票',
    errors: { '404': '未找到该发票，请核对车牌号和发票编号' },
  },
  'POST /invoice/v2/api/selfService/invoices/{invoiceNo}/send': {
    body: SelfInvoiceSendBody, answer: SelfInvoiceSent, summary: '自助开票：重新发送已开具的发票到邮箱或手机号（免登录，凭车牌；每张发票每天最多5次）',
    errors: {
      '0xd08510005': '发票正在开具中，开具完成后才能发送',
      '0xd08510006': '开票失败的发票不能发送，请重新开票 / 已红冲的发票不能发送',
      '0xd08510008': '请填写接收发票的邮箱或手机号 / 邮箱和手机号只能选择一种接收方式',
      '0xd08510010': '该发票今日已发送…次，请明天再试',
      '404': '未找到该发票，请核对车牌号和发票编号',
    },
  },
} satisfies Calls;
