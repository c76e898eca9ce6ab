/** Stock, records and codes change without this screen (another clerk gives, a customer claims): ask again on each visit. */
export const FRESH = { refetchOnMountOrArgChange: true } as const;
