import type { AppealReason } from '@/api/charge/records.types';
import { hasDirectionOverride, hasEmoji } from '@/lib/validators';

export const APPEAL_REASONS: readonly AppealReason[] = ['未停车却产生费用', '计费时长不对', '车牌识别错误', '重复扣费', '其他'];
export const MAX_DESCRIPTION = 200;
export const MAX_PHOTOS = 3;

/*
 * A description refuses emoji and direction overrides only. The spec's pattern of / : * ? < | ' % > & " \ is for
 * names and similar fields; a description is free text, where a driver writes "我14:05就离场了" or "收费<预期".
 */

export interface ComplaintErrors {
  reason?: string;
  description?: string;
}

/** The form's rules: a reason; a description for 其他; at most 200 characters; no emoji. */
export function validateComplaint(reason: AppealReason | null, description: string): ComplaintErrors {
  const errors: ComplaintErrors = {};
  if (!reason) errors.reason = '请选择申诉原因';
  const text = description.trim();
  if (reason === '其他' && !text) errors.description = '请描述具体问题';
  else if ([...text].length > MAX_DESCRIPTION) errors.description = `问题描述不能超过${MAX_DESCRIPTION}个字`;
  else if (hasEmoji(text)) errors.description = '问题描述不能包含表情符号，请用文字描述';
  else if (hasDirectionOverride(text)) errors.description = '问题描述不能包含不可见的文字方向控制字符';
  return errors;
}

/** A draft keeps the reason as text: only one of the reasons counts, anything else is no choice. */
export function asReason(value: string): AppealReason | null {
  return (APPEAL_REASONS as readonly string[]).includes(value) ? (value as AppealReason) : null;
}
