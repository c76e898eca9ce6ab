import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';

export const TOP_UPS = '/driver/v2/api/wallet/topUps';
export const WITHDRAWALS = '/driver/v2/api/wallet/withdrawals';
export const PREVIEW = '/driver/v2/api/wallet/withdrawals/preview';
export const CODE = '/driver/v2/api/wallet/withdrawals/verifyCode';
export const MOVEMENTS = '/driver/v2/api/wallet/movements';

/** A's general balance (the driver's balanceCents) and a wallet's own, as the mock holds them. */
export const balanceOfA = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)?.balanceCents;
export const walletCents = (walletId: string) => backend.db.wallets.find((w) => w.walletId === walletId)?.balanceCents;

/** The pathname and search the router is at. */
export const here = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;
