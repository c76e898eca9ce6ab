import { useSearchParams } from 'react-router-dom';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { ProblemForm } from '../components/ProblemForm';
import styles from './QuestionConsultationPage.module.css';

/**
 * /customerService/questionConsultation?type=5&plateNo&message: a consultation. The error catalogue's 提交反馈 and
 * 误绑他人车牌 open it; the plate and the server's message, when carried along, fill it in.
 */
export function QuestionConsultationPage() {
  const [search] = useSearchParams();
  const plateNo = search.get('plateNo') ?? undefined;
  const message = search.get('message') ?? '';
  const wrongPlate = Boolean(plateNo);
  const intro = plateNo ? (
    <section className={styles.box} aria-label="咨询的车牌">
      <p className={styles.line}>
        <span>车牌</span>
        <PlateBadge plateNo={plateNo} />
      </p>
      {message && <p className={styles.weak}>{message}</p>}
    </section>
  ) : undefined;
  return (
    <ProblemForm
      kind="consultation"
      plateNo={plateNo}
      category={wrongPlate ? '误绑他人车牌' : ''}
      description={message}
      intro={intro}
      placeholder="请描述您要咨询的问题（至少5个字）"
    />
  );
}
