import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { BillPicker } from '../components/BillPicker';
import { billFormUrl } from '../components/serviceRules';

/** /customerService/billProblemList: the driver's parking bills; the one chosen opens its problem form. */
export function BillProblemListPage() {
  return (
    <Page title="选择停车账单" fallback={paths.customerServiceBillProblem}>
      <RequireDriver>
        <BillPicker kind="parkingBill" label="选择停车账单" noun="停车账单" to={(b) => billFormUrl('parkingBill', b.billId)} />
      </RequireDriver>
    </Page>
  );
}
