import type { AppealReason } from '@/api/charge/records.types';

/** A parking bill's complaint: its reasons (in the order shown), the longest description and how many photos. */
export const APPEAL_REASONS: readonly AppealReason[] = ['未停车却产生费用', '计费时长不对', '车牌识别错误', '重复扣费', '其他'];
export const MAX_DESCRIPTION = 200;
export const MAX_PHOTOS = 3;
