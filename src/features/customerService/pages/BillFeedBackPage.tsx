import { useSearchParams } from 'react-router-dom';
import { ProblemForm } from '../components/ProblemForm';

/** /customerService/billFeedBack?uniqueId: a problem with a parking bill (picked first when none is in the URL). */
export function BillFeedBackPage() {
  const [search] = useSearchParams();
  return <ProblemForm kind="parkingBill" billId={search.get('uniqueId') ?? undefined} placeholder="请描述账单的问题，如实际停车时长、出场时间（至少5个字）" />;
}
