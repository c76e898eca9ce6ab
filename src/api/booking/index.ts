import { createApi } from '../createApi';
import { createBaseQuery, serviceApiDefaults } from '../baseQuery';

/** Every booking call is a POST with a JSON body; the request layer adds thirdId. */
export const bookingPost = (url: string, body: object = {}) => ({ url, method: 'POST' as const, body });

/**
 * Tags of the booking service and every file that injects its calls. Lists carry
 * the 'LIST' id; one booking, lock or order its own id.
 */
const BOOKING_TAGS = [
  'BookOrders', 'BookOrder', 'BookableParks', 'Locks', 'LockHistory', 'Evasion', 'User',
  'DiffTimePark', 'DiffTimeOrders', 'DiffTimeViolations', 'BerthApply', 'ShareIncome',
] as const;

/**
 * The booking service (./booking/api/v1/…): the API object, its base query and tags. Its calls are injected by the
 * files that name them (booking-spec for the spec's §7 calls; -orders, -locks, -offpeak, -owner), which load with
 * the pages that make them, so the entry holds none of their code.
 */
export const bookingApi = createApi({
  reducerPath: 'bookingApi',
  baseQuery: createBaseQuery('booking'),
  ...serviceApiDefaults,
  tagTypes: BOOKING_TAGS,
  endpoints: () => ({}),
});
