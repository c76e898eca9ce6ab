/**
 * Applications, passes, materials and the certification change without the driver (the lot reviews them, the
 * clock ends them): a screen that shows one asks the server again each time it opens, not a minute-old answer.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
