import { usePersonalDataQuery } from '@/api/driver/personalData';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { DeleteTrail } from '../components/DeleteTrail';
import { ExportCopies } from '../components/ExportCopies';
import { Holdings } from '../components/Holdings';

/** The trail's dates stop at the server's today (Beijing), read from the same answer as the categories. */
function Trail() {
  const { data } = usePersonalDataQuery();
  return data ? <DeleteTrail today={data.serverTime.slice(0, 10)} /> : null;
}

/** /myData: what the service holds about the driver (PIPL Art. 44–47), a copy of it, deleting the location trail. */
export function MyDataPage() {
  return (
    <Page title="我的数据" fallback={paths.mine}>
      <RequireDriver>
        <Holdings />
        <ExportCopies />
        <Trail />
      </RequireDriver>
    </Page>
  );
}
