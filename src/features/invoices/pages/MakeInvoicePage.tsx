import { RequireDriver } from '@/ui/RequireDriver';
import { RequestScreen } from '../components/RequestScreen';

/** /makeInvoice?orders: an electronic plain invoice (电子普通发票) of the orders chosen, company or personal title. */
export function MakeInvoicePage() {
  return (
    <RequireDriver>
      <RequestScreen special={false} />
    </RequireDriver>
  );
}
