import type { Calls } from '../contract';
import { InvoiceUrl, InvoiceUrlParams } from './types';
import { InvoiceableOrders, InvoiceableOrdersParams } from './orders.types';
import { CreateInvoiceBody, InvoiceDetail, InvoicePage, InvoicesParams, ResendInvoiceBody, ResendInvoiceResult, ReverseInvoiceBody } from './records.types';
import { InvoiceTitle, InvoiceTitleList, SaveInvoiceTitleBody } from './titles.types';
import { SelfInvoiceBody, SelfInvoiceLookup, SelfInvoiceLookupParams, SelfInvoiceQuery } from './self.types';

/** The invoice service's calls: what each sends and answers (src/api/contract.ts). */
export const invoiceCalls = {
  'GET /invoice/v2/api/getInvoiceUrlByUnid': { query: InvoiceUrlParams, answer: InvoiceUrl, summary: '电子发票链接（停车订单首次请求时开具）' },
  'GET /invoice/v2/api/invoiceableOrders': { query: InvoiceableOrdersParams, answer: InvoiceableOrders, summary: '可开票订单（按开票方分组）' },
  'POST /invoice/v2/api/invoices': { body: CreateInvoiceBody, answer: InvoiceDetail, summary: '申请开票（同一开票方的订单）' },
  'GET /invoice/v2/api/invoices': { query: InvoicesParams, answer: InvoicePage, summary: '开票记录' },
  'GET /invoice/v2/api/invoices/{invoiceNo}': { answer: InvoiceDetail, summary: '开票记录详情' },
  'POST /invoice/v2/api/invoices/{invoiceNo}/resend': { body: ResendInvoiceBody, answer: ResendInvoiceResult, summary: '重发发票到邮箱' },
  'POST /invoice/v2/api/invoices/{invoiceNo}/reverse': { body: ReverseInvoiceBody, answer: InvoiceDetail, summary: '红冲发票' },
  'GET /invoice/v2/api/titles': { answer: InvoiceTitleList, summary: '已保存的发票抬头' },
  'POST /invoice/v2/api/titles': { body: SaveInvoiceTitleBody, answer: InvoiceTitle, summary: '新增发票抬头' },
  'PUT /invoice/v2/api/titles/{titleId}': { body: SaveInvoiceTitleBody, answer: InvoiceTitle, summary: '修改发票抬头' },
  'DELETE /invoice/v2/api/titles/{titleId}': { answer: InvoiceTitleList, summary: '删除发票抬头' },
  'GET /invoice/v2/api/selfService/order': { query: SelfInvoiceLookupParams, answer: SelfInvoiceLookup, summary: '自助开票：按车牌与订单编号查订单' },
  'POST /invoice/v2/api/selfService/invoices': { body: SelfInvoiceBody, answer: InvoiceDetail, summary: '自助开票：申请开票（免登录）' },
  'GET /invoice/v2/api/selfService/invoices/{invoiceNo}': { query: SelfInvoiceQuery, answer: InvoiceDetail, summary: '自助开票：按车牌查发票' },
} satisfies Calls;
