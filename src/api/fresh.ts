/**
 * RTK Query subscription options for a screen whose data changes without the driver (the clock ends a booking or a
 * package, a lot reviews an application, another clerk gives a coupon): the screen asks the server again each time
 * it opens, instead of showing a cached answer up to a minute old. `useXQuery(arg, FRESH)`.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
