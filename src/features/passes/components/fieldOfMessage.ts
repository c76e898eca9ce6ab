import { isApiError } from '@/api/apiError';

/**
 * The field a server refusal is about, read from its message (a 400 names the field: '身份证号非法', '请选择车辆'…),
 * so the form shows it under that field too; null for refusals about the whole application (名额已满, 已有申请).
 */
export function fieldOfMessage(e: unknown): { field: 'ownerName' | 'idCardNo' | 'phone' | 'startDate' | 'plates' | 'pictures'; msg: string } | null {
  if (!isApiError(e) || e.code !== '400') return null;
  const m = e.msg;
  if (m.includes('身份证')) return { field: 'idCardNo', msg: m };
  if (m.includes('姓名') || m.includes('名称')) return { field: 'ownerName', msg: m };
  if (m.includes('手机号')) return { field: 'phone', msg: m };
  if (m.includes('开始日期')) return { field: 'startDate', msg: m };
  if (m.includes('照片')) return { field: 'pictures', msg: m };
  if (m.includes('车牌') || m.includes('车辆')) return { field: 'plates', msg: m };
  return null;
}
