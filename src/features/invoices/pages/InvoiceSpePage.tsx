import { RequireDriver } from '@/ui/RequireDriver';
import { RequestScreen } from '../components/RequestScreen';

/**
 * /invoiceSpe?orders: a special VAT invoice (增值税专用发票) of the orders chosen: a company title with its
 * registered address, phone, bank and account, all required.
 */
export function InvoiceSpePage() {
  return (
    <RequireDriver>
      <RequestScreen special />
    </RequireDriver>
  );
}
