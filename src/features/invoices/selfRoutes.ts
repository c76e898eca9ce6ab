import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * Invoicing without an account: a paid order found by its plate and number (a visitor's receipt links here). Its own
 * module: the embedded build (config/embedded.ts) takes this route with the receipts it serves, without the account's
 * invoice pages of ./routes.ts, which webpack would otherwise bundle as chunks.
 */
export const selfInvoiceRoutes: RouteObject[] = [
  { path: paths.makeInvoiceBySelf, handle: { title: '自助开票' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-make-invoice-self" */ './pages/MakeInvoiceBySelfPage'), 'MakeInvoiceBySelfPage') },
];
