import { ProblemForm } from '../components/ProblemForm';

/** /customerService/feedBack: general feedback (a suggestion, a page that misbehaves, the account). */
export function FeedBackPage() {
  return <ProblemForm kind="general" placeholder="请描述您的建议或遇到的问题（至少5个字）" />;
}
