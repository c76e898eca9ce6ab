import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Customer service: the centre, a form per kind of request, the bill pickers, history and detail. */
export const customerServiceRoutes: RouteObject[] = [
  { path: paths.customerService, handle: { title: '客服中心' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs" */ './pages/CustomerServicePage'), 'CustomerServicePage') },
  { path: paths.customerServiceIndex, handle: { title: '客服中心' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs" */ './pages/CustomerServicePage'), 'CustomerServicePage') },
  { path: paths.customerServiceFeedBack, handle: { title: '意见反馈' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-feedback" */ './pages/FeedBackPage'), 'FeedBackPage') },
  { path: paths.customerServiceBillFeedBack, handle: { title: '停车账单问题' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-bill-feedback" */ './pages/BillFeedBackPage'), 'BillFeedBackPage') },
  { path: paths.customerServiceFeedHistory, handle: { title: '反馈记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-history" */ './pages/FeedHistoryPage'), 'FeedHistoryPage') },
  { path: paths.customerServiceFeedDetail, handle: { title: '反馈详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-detail" */ './pages/FeedDetailPage'), 'FeedDetailPage') },
  { path: paths.customerServiceBillProblem, handle: { title: '账单问题' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-bill-problem" */ './pages/BillProblemPage'), 'BillProblemPage') },
  { path: paths.customerServiceBillProblemList, handle: { title: '选择停车账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-bill-list" */ './pages/BillProblemListPage'), 'BillProblemListPage') },
  { path: paths.customerServiceQuestionBill, handle: { title: '充电账单问题' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-question-bill" */ './pages/QuestionBillPage'), 'QuestionBillPage') },
  { path: paths.customerServiceQuestionBook, handle: { title: '预约问题' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-question-book" */ './pages/QuestionBookPage'), 'QuestionBookPage') },
  { path: paths.customerServiceQuestionConsultation, handle: { title: '咨询' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-consultation" */ './pages/QuestionConsultationPage'), 'QuestionConsultationPage') },
  { path: paths.disputes, handle: { title: '我的申诉' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-disputes" */ './pages/DisputesPage'), 'DisputesPage') },
  { path: paths.disputeDetail, handle: { title: '申诉详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-dispute-detail" */ './pages/DisputeDetailPage'), 'DisputeDetailPage') },
  { path: paths.customerServiceChargingBillProblemList, handle: { title: '选择充电账单' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-cs-charging-list" */ './pages/ChargingBillProblemListPage'), 'ChargingBillProblemListPage') },
];
