/** Extra tables the records screens need (owned with mocks/services/records.ts). */

/**
 * What a driver sent with an appeal beyond the appeals table of parking.ts (which the parkOrderAppeals list
 * reads): the description as written and the uploaded pictures.
 */
export interface AppealExtraRecord {
  appealId: string;
  description: string;
  pictures: string[];
}

export interface RecordsTables {
  appealExtras: AppealExtraRecord[];
}

export function seedRecords(_now: number): RecordsTables {
  return {
    // The seeded appeal (AP8001 of parking.ts) was sent without photos.
    appealExtras: [{ appealId: 'AP8001', description: '实际停车不到4小时，按5小时收费', pictures: [] }],
  };
}
