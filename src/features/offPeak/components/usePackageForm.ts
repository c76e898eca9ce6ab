import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useCreateDiffTimePackageMutation } from '@/api/booking/offpeak';
import type { BookingPlate } from '@/api/booking/types';
import type { DiffTimeProduct } from '@/api/booking/offpeak.types';
import { href, paths } from '@/lib/paths';
import { useForm } from '@/ui/form';
import { packageDraftKey } from '../keys';
import { newRequestId } from '@/lib/requestId';
import { beijingDay } from '../text';

/** A package starts today or up to this many days ahead. */
export const MAX_START_DAYS = 7;

interface Draft {
  plates: string;
  startDate: string;
  /** The key that makes one order of however many sends. */
  requestId: string;
}

const listOf = (s: string) => (s ? s.split(',').filter(Boolean) : []);

/**
 * Buying a package: plates (up to the product's limit) and the first day; sent once with the draft's requestId,
 * then the pay page of the unpaid order. Drafted per product, so a detour to 添加车辆 keeps the choice.
 */
export function usePackageForm(product: DiffTimeProduct, plates: BookingPlate[]) {
  const navigate = useNavigate();
  const [create] = useCreateDiffTimePackageMutation();
  const bound = new Set(plates.map((p) => p.plateNo));
  const form = useForm<Draft>({
    initial: { plates: plates.find((p) => p.isDefault)?.plateNo ?? '', startDate: beijingDay(), requestId: '' },
    draftKey: packageDraftKey(product.productId),
    validate: (v) => {
      const chosen = listOf(v.plates).filter((p) => bound.has(p));
      const start = v.startDate;
      return {
        plates: chosen.length === 0 ? '请选择车辆' : chosen.length > product.maxPlates ? `该套餐最多绑定${product.maxPlates}辆车` : null,
        startDate: !start ? '请选择生效日期' : start < beijingDay() || start > beijingDay(MAX_START_DAYS) ? `生效日期须为今天起${MAX_START_DAYS}天内` : null,
      };
    },
    onSubmit: async (v, { setFormError, clear }) => {
      const requestId = v.requestId || newRequestId();
      if (!v.requestId) form.set({ requestId });
      try {
        const order = await create({ productId: product.productId, plateNos: listOf(v.plates).filter((p) => bound.has(p)), startDate: v.startDate, requestId }).unwrap();
        clear();
        navigate(order.status === 'unpaid' ? href(paths.wrongTimePackagePay, { packageNo: order.packageNo }) : href(paths.wrongTimePackageDetail, { packageNo: order.packageNo }), { replace: true });
      } catch (e) {
        setFormError(errorMessage(e));
      }
    },
  });
  return { form, chosen: listOf(form.values.plates).filter((p) => bound.has(p)) };
}
