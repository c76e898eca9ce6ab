import { MAX_OCCUPY_APPEAL_DESCRIPTION, OCCUPY_APPEAL_REASONS, type OccupyAppealReason } from '@/api/cps/occupy.types';
import { hasDirectionOverride, hasEmoji } from '@/lib/validators';

/** Emoji (and flag pairs) only: a description is free text, where '12:05' or '出口<被堵>' are what a driver writes. */

export interface OccupyAppealErrors {
  reason?: string;
  description?: string;
}

/** The form's rules, the server's too: a reason; a description for 其他; at most 200 characters; no emoji. */
export function validateOccupyAppeal(reason: OccupyAppealReason | null, description: string): OccupyAppealErrors {
  const errors: OccupyAppealErrors = {};
  if (!reason) errors.reason = '请选择申诉原因';
  const text = description.trim();
  if (reason === '其他' && !text) errors.description = '请描述具体问题';
  else if ([...text].length > MAX_OCCUPY_APPEAL_DESCRIPTION) errors.description = `问题描述不能超过${MAX_OCCUPY_APPEAL_DESCRIPTION}个字`;
  else if (hasEmoji(text)) errors.description = '问题描述不能包含表情符号，请用文字描述';
  else if (hasDirectionOverride(text)) errors.description = '问题描述不能包含不可见的文字方向控制字符';
  return errors;
}

/** A draft keeps the reason as text: only one of the reasons counts, anything else is no choice. */
export function asOccupyReason(value: string): OccupyAppealReason | null {
  return (OCCUPY_APPEAL_REASONS as readonly string[]).includes(value) ? (value as OccupyAppealReason) : null;
}
