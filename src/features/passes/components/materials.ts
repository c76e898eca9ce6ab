import { personNameError, validateIdCard, validatePhone } from '@/lib/validators';

/** The owner's details and the driving licence photos, as a form drafts them (photos: picUrls, one a line). */
export interface MaterialsDraft {
  ownerName: string;
  idCardNo: string;
  phone: string;
  pictures: string;
}

export const EMPTY_MATERIALS: MaterialsDraft = { ownerName: '', idCardNo: '', phone: '', pictures: '' };

export const MAX_LICENCE_PICTURES = 4;

/** 车主姓名: the server's rule for a name it keeps (mocks/services/special/input.ts checks the same), in its words. */
export const ownerNameError = (name: string): string | null => personNameError(name, '车主姓名');

/** Spec §5's two messages ('身份证长度或格式错误', '身份证号非法'), plus an empty field's. */
export function idCardError(id: string): string | null {
  if (!id) return '请输入身份证号';
  return validateIdCard(id, Date.now());
}

export function phoneError(phone: string): string | null {
  if (!phone) return '请输入手机号';
  return validatePhone(phone);
}

export function validateMaterials(v: MaterialsDraft): Partial<Record<keyof MaterialsDraft, string | null>> {
  return { ownerName: ownerNameError(v.ownerName), idCardNo: idCardError(v.idCardNo), phone: phoneError(v.phone) };
}
