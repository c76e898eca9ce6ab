/**
 * Off-peak orders, lots' counts, violations and applications change without the driver (the clock starts and ends
 * a package, an operator settles an appeal): a screen that shows one asks again each time it opens.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
