import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { BillPicker } from '../components/BillPicker';
import { billFormUrl } from '../components/serviceRules';

/** /customerService/chargingBillProblemList: the driver's charging bills; the one chosen opens its problem form. */
export function ChargingBillProblemListPage() {
  return (
    <Page title="选择充电账单" fallback={paths.customerServiceBillProblem}>
      <RequireDriver>
        <BillPicker kind="chargingBill" label="选择充电账单" noun="充电账单" to={(b) => billFormUrl('chargingBill', b.billId)} />
      </RequireDriver>
    </Page>
  );
}
