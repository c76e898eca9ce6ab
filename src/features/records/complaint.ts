import type { AppealReason } from '@/api/types/charge-records';
import { hasForbiddenCharacters } from '@/lib/validators';

export const APPEAL_REASONS: readonly AppealReason[] = ['未停车却产生费用', '计费时长不对', '车牌识别错误', '重复扣费', '其他'];
export const MAX_DESCRIPTION = 200;
export const MAX_PHOTOS = 3;

export interface ComplaintErrors {
  reason?: string;
  description?: string;
}

/** The form's rules: a reason; a description for 其他; at most 200 characters; no emoji or / : * ? < | ' % > & " \. */
export function validateComplaint(reason: AppealReason | null, description: string): ComplaintErrors {
  const errors: ComplaintErrors = {};
  if (!reason) errors.reason = '请选择申诉原因';
  const text = description.trim();
  if (reason === '其他' && !text) errors.description = '请描述具体问题';
  else if ([...text].length > MAX_DESCRIPTION) errors.description = `问题描述不能超过${MAX_DESCRIPTION}个字`;
  else if (hasForbiddenCharacters(text)) errors.description = '问题描述不能包含表情或下列字符：/ : * ? < | \' % > & " \\';
  return errors;
}
