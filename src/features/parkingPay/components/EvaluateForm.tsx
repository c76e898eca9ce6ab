import { Button, List, TextArea } from 'antd-mobile';
import { StarFill } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { CardList } from '@/ui/CardList';
import styles from './EvaluateForm.module.css';
import { useCanEvaluateQuery, useEvaluateParkOrderMutation } from '@/api/charge/bills';

/**
 * After a paid bill: 1-5 stars and a comment, when canbeEvaluate says the driver may. The stars are toggle buttons
 * (antd-mobile's Rate cannot be reached by keyboard).
 */
export function EvaluateForm({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const can = useCanEvaluateQuery({ uniqueId, parkId });
  const [evaluate, sent] = useEvaluateParkOrderMutation();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const fieldId = useId();
  if (sent.isSuccess) {
    return (
      <p className={styles.thanks} role="status">
        感谢您的评价
      </p>
    );
  }
  if (can.data?.canEvaluate !== 1) return null;
  return (
    <form
      className={styles.evaluate}
      aria-label="停车评价"
      onSubmit={(e) => {
        e.preventDefault();
        if (!score || sent.isLoading) return;
        void evaluate({ uniqueId, parkId, score, ...(content.trim() ? { content: content.trim() } : {}) });
      }}
    >
      <CardList header={<h2 className={styles.sectionTitle}>评价本次停车</h2>}>
        <List.Item>
          <div className={styles.stars} role="group" aria-label="评分">
            {[1, 2, 3, 4, 5].map((n) => (
              <button key={n} type="button" className={n <= score ? `${styles.star} ${styles.on}` : styles.star} aria-pressed={n <= score} aria-label={`${n}星`} onClick={() => setScore(n)}>
                <StarFill aria-hidden="true" />
              </button>
            ))}
          </div>
        </List.Item>
        <List.Item>
          <label className={styles.fieldLabel} htmlFor={fieldId}>
            评价内容
          </label>
          <TextArea id={fieldId} value={content} maxLength={200} rows={3} showCount placeholder="说说您的停车体验（选填）" onChange={setContent} />
        </List.Item>
      </CardList>
      <Button block type="submit" color="primary" shape="rounded" size="large" disabled={!score} loading={sent.isLoading}>
        提交评价
      </Button>
    </form>
  );
}
