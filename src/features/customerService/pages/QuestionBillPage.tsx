import { useSearchParams } from 'react-router-dom';
import { ProblemForm } from '../components/ProblemForm';

/** /customerService/questionBill?orderNo: a problem with a charging bill (picked first when none is in the URL). */
export function QuestionBillPage() {
  const [search] = useSearchParams();
  return <ProblemForm kind="chargingBill" billId={search.get('orderNo') ?? undefined} placeholder="请描述充电账单的问题，如电量、金额（至少5个字）" />;
}
