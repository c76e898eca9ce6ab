import type { Feature } from '@/ui/lazyPage';
import { accountSaga } from './accountSagas';

/** What the account feature brings to the store when one of its pages first loads: the sign-in sagas. */
export const feature: Feature = { name: 'account', saga: accountSaga };
