import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';
import { selfInvoiceRoutes } from './selfRoutes';

/**
 * Electronic invoices: choosing orders by issuer, the request (plain or special VAT), records with their
 * states, the orders an invoice covers, viewing and resending it, and self-service without an account. Each page
 * is its own chunk.
 */
export const invoiceRoutes: RouteObject[] = [
  { path: paths.invoiceManage, handle: { title: '发票管理' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-manage" */ './pages/InvoiceManagePage'), 'InvoiceManagePage') },
  { path: paths.invoiceOrderList, handle: { title: '选择开票订单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-orders" */ './pages/InvoiceOrderListPage'), 'InvoiceOrderListPage') },
  { path: paths.makeInvoice, handle: { title: '开具发票' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-make-invoice" */ './pages/MakeInvoicePage'), 'MakeInvoicePage') },
  { path: paths.invoiceSpe, handle: { title: '增值税专用发票' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-spe" */ './pages/InvoiceSpePage'), 'InvoiceSpePage') },
  { path: paths.makeInvoiceSuccess, handle: { title: '提交成功' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-make-invoice-success" */ './pages/MakeInvoiceSuccessPage'), 'MakeInvoiceSuccessPage') },
  { path: paths.invoiceRecord, handle: { title: '开票记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-records" */ './pages/InvoiceRecordPage'), 'InvoiceRecordPage') },
  { path: paths.invoiceRecordDetail, handle: { title: '发票详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-record" */ './pages/InvoiceRecordDetailPage'), 'InvoiceRecordDetailPage') },
  { path: paths.invoiceBillList, handle: { title: '开票订单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-bills" */ './pages/InvoiceBillListPage'), 'InvoiceBillListPage') },
  { path: paths.reSendInvoice, handle: { title: '重发发票' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-resend-invoice" */ './pages/ReSendInvoicePage'), 'ReSendInvoicePage') },
  { path: paths.invoicePage, handle: { title: '查看发票' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-invoice-view" */ './pages/InvoiceViewPage'), 'InvoiceViewPage') },
  ...selfInvoiceRoutes,
];
