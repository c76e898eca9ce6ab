import { validateIdCard, validateName, validatePhone } from '@/lib/validators';

/** The owner's details and the driving licence photos, as a form drafts them (photos: picUrls, one a line). */
export interface MaterialsDraft {
  ownerName: string;
  idCardNo: string;
  phone: string;
  pictures: string;
}

export const EMPTY_MATERIALS: MaterialsDraft = { ownerName: '', idCardNo: '', phone: '', pictures: '' };

export const MAX_LICENCE_PICTURES = 4;

export function ownerNameError(name: string): string | null {
  if (!name.trim()) return '请输入车主姓名';
  if ([...name].length > 30) return '车主姓名不能超过30个字';
  return validateName(name);
}

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
