import { useSearchParams } from 'react-router-dom';
import { ProblemForm } from '../components/ProblemForm';

/** /customerService/questionBook?bookOrderId: a problem with a booking (picked first when none is in the URL). */
export function QuestionBookPage() {
  const [search] = useSearchParams();
  return <ProblemForm kind="booking" billId={search.get('bookOrderId') ?? undefined} placeholder="请描述预约遇到的问题（至少5个字）" />;
}
