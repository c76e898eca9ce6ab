import * as v from 'valibot';
import { int, known, wireTime } from '../../lib/schema';

/**
 * The driver's personal data (PIPL Art. 44–47): what the service holds about the signed-in driver, a copy to download,
 * and deleting the location trail (parking records and charging sessions) older than a chosen date, except what the
 * law makes the service keep.
 */

/** The categories the service holds, in the order the page shows them. */
export const PERSONAL_DATA_KINDS = [
  'account', 'plates', 'plateClaims', 'vinClaims', 'parking', 'charging', 'payments', 'invoices', 'serviceRequests', 'devices', 'consents',
] as const;
export const PersonalDataKind = known(PERSONAL_DATA_KINDS);
export type PersonalDataKind = v.InferOutput<typeof PersonalDataKind>;

export const PersonalDataCategory = v.object({
  kind: PersonalDataKind,
  /** '停车记录' */
  title: v.string(),
  /** How many records of this category the service holds for the driver. */
  count: int,
  /** The newest record's time (wire time); null when there is none. */
  lastAt: v.nullable(wireTime),
  /** One sentence: what the service uses it for. */
  purpose: v.string(),
});
export type PersonalDataCategory = v.InferOutput<typeof PersonalDataCategory>;

/** GET /driver/v2/api/personalData: every category, for the signed-in driver. */
export const PersonalData = v.object({
  account: v.object({
    /** '138****8000' */
    maskedPhone: v.string(),
    userName: v.string(),
    nickName: v.string(),
    registeredAt: wireTime,
  }),
  categories: v.array(PersonalDataCategory),
  serverTime: wireTime,
});
export type PersonalData = v.InferOutput<typeof PersonalData>;

/** A copy being made, ready, or past its 24 hours. */
export const PersonalDataExportState = known(['preparing', 'ready', 'expired']);
export type PersonalDataExportState = v.InferOutput<typeof PersonalDataExportState>;

export const PersonalDataExport = v.object({
  exportId: v.string(),
  state: PersonalDataExportState,
  requestedAt: wireTime,
  /** When it is (or will be) ready: 2 minutes after it was asked for. */
  readyAt: wireTime,
  /** readyAt + 24 hours: after this the file is no longer served. */
  expiresAt: wireTime,
  /** '我的数据_2026-11-26.zip' */
  fileName: v.string(),
});
export type PersonalDataExport = v.InferOutput<typeof PersonalDataExport>;

/** GET /driver/v2/api/personalData/exports: the driver's exports, newest first. */
export const PersonalDataExportList = v.object({
  results: v.array(PersonalDataExport),
  serverTime: wireTime,
});
export type PersonalDataExportList = v.InferOutput<typeof PersonalDataExportList>;

/**
 * GET /driver/v2/api/personalData/exports/{exportId}/file answers the zip itself (application/zip), not the JSON
 * envelope: everything.json and one CSV per category. A refusal (not the driver's, still preparing, expired) is the
 * usual envelope. The contract lists it with this schema for its answer: nothing JSON to check.
 */
export const PersonalDataFile = v.pipe(v.unknown(), v.description('application/zip：everything.json 与每类一个 CSV'));

/** The trail's date: 'YYYY-MM-DD' (Beijing); records that started before that day's midnight. */
export const TrailBefore = v.object({ before: v.string() });
export type TrailBefore = v.InferOutput<typeof TrailBefore>;

export const TrailKind = known(['parking', 'charging']);
export type TrailKind = v.InferOutput<typeof TrailKind>;

/** Why the law keeps a record: tied to an invoice, a bill not settled, an open dispute. */
export const TrailKeptReason = known(['invoiced', 'unsettled', 'disputed']);
export type TrailKeptReason = v.InferOutput<typeof TrailKeptReason>;

export const TrailKept = v.object({
  kind: TrailKind,
  /** The bill's uniqueId or the charging orderNo. */
  id: v.string(),
  reason: TrailKeptReason,
  /** '已开具发票，依法保留' */
  reasonText: v.string(),
});
export type TrailKept = v.InferOutput<typeof TrailKept>;

export const TrailCounts = v.object({ parking: int, charging: int });
export type TrailCounts = v.InferOutput<typeof TrailCounts>;

/** GET /driver/v2/api/personalData/trail/preview?before=: what a deletion would remove and what it would keep. */
export const TrailPreview = v.object({
  before: v.string(),
  deletable: TrailCounts,
  kept: v.array(TrailKept),
});
export type TrailPreview = v.InferOutput<typeof TrailPreview>;

/** POST /driver/v2/api/personalData/trail/deletions {before}: what was deleted and what was kept. */
export const TrailDeletion = v.object({
  before: v.string(),
  deleted: TrailCounts,
  kept: v.array(TrailKept),
  deletedAt: wireTime,
});
export type TrailDeletion = v.InferOutput<typeof TrailDeletion>;

export const PERSONAL_DATA_CODES = {
  /** before is not a date, or is after today. */
  badDate: '0xd12501080',
  /** The file of an export that is not the driver's. */
  notYours: '0xd12501081',
  /** The file of an export still being made. */
  notReady: '0xd12501082',
  /** The file of an export past its 24 hours. */
  expired: '0xd12501083',
} as const;
