/** Fixed identifiers the seeds of every domain share, so a bill can name its park and a plate its driver. */
export const DRIVER_A = 'D10001';
export const DRIVER_B = 'D10002';
/** The demo merchant's owner (13600136000, also a driver) and clerk (13500135000), and a customer of theirs. */
export const DRIVER_MERCHANT_OWNER = 'D10003';
export const DRIVER_MERCHANT_CLERK = 'D10004';
export const DRIVER_CUSTOMER = 'D10005';
export const DEALER_ID = '1001';

/** Parks seeded around Beijing (lng 116.397, lat 39.909). Bills and favourites refer to these. */
export const PARK_IDS = ['P1001', 'P1002', 'P1003', 'P1004', 'P1005', 'P1006', 'P1007', 'P1008', 'P1009', 'P1010', 'P1011', 'P1012'] as const;
/** Charging stations seeded around the same point. */
export const STATION_IDS = ['S2001', 'S2002', 'S2003', 'S2004', 'S2005', 'S2006'] as const;

export const CENTER = { lng: 116.397, lat: 39.909 } as const;
export const VERIFY_CODE = '123456';
export const DEMO_PASSWORD = 'Driver@2026';
