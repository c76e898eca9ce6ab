import type { RouteObject } from 'react-router-dom';
import { bookingRoutes } from '@/features/booking/routes';
import { chargingRoutes } from '@/features/charging/routes';
import { couponsRoutes } from '@/features/coupons/routes';
import { customerServiceRoutes } from '@/features/customerService/routes';
import { noticesRoutes } from '@/features/notices/routes';
import { partnerPayRoutes } from '@/features/partnerPay/routes';
import { rewardsRoutes } from '@/features/rewards/routes';
import { membersRoutes } from '@/features/members/routes';
import { invoiceRoutes } from '@/features/invoices/routes';
import { merchantRoutes } from '@/features/merchant/routes';
import { offPeakRoutes } from '@/features/offPeak/routes';
import { passesRoutes } from '@/features/passes/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { supportDebugRoutes } from '@/features/supportDebug/routes';
import { permissionsRoutes } from '@/features/permissions/routes';
import { noticeCheckRoutes } from '@/features/noticeCheck/routes';
import { myDataRoutes } from '@/features/myData/routes';
import { familyRoutes } from '@/features/family/routes';
import { plateClaimRoutes } from '@/features/plates/claimRoutes';

/**
 * The route tables of domains no first screen opens, loaded the first time an address is not in the entry's table
 * (react-router's patchRoutesOnNavigation, see router.tsx): route objects are small, but a domain brings dozens,
 * and the entry must not grow as domains arrive. Domains from charging on add their table here.
 */
export const laterRoutes: RouteObject[] = [...chargingRoutes, ...walletRoutes, ...couponsRoutes, ...invoiceRoutes, ...passesRoutes, ...bookingRoutes, ...offPeakRoutes, ...customerServiceRoutes, ...noticesRoutes, ...partnerPayRoutes, ...rewardsRoutes, ...membersRoutes, ...merchantRoutes, ...supportDebugRoutes, ...myDataRoutes, ...permissionsRoutes, ...noticeCheckRoutes, ...familyRoutes, ...plateClaimRoutes];
