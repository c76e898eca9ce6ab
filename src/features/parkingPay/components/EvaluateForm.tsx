import { useState } from 'react';
import { useCanEvaluateQuery, useEvaluateParkOrderMutation } from '@/api/charge';

/** After a paid bill: 1-5 stars and a comment, when canbeEvaluate says the driver may. */
export function EvaluateForm({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const can = useCanEvaluateQuery({ uniqueId, parkId });
  const [evaluate, sent] = useEvaluateParkOrderMutation();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  if (sent.isSuccess) return <p className="pp-card pp-thanks" role="status">感谢您的评价</p>;
  if (can.data?.canEvaluate !== 1) return null;
  return (
    <form
      className="pp-card pp-evaluate"
      aria-label="停车评价"
      onSubmit={(e) => {
        e.preventDefault();
        if (!score || sent.isLoading) return;
        void evaluate({ uniqueId, parkId, score, ...(content.trim() ? { content: content.trim() } : {}) });
      }}
    >
      <h2 className="pp-card-title">评价本次停车</h2>
      <div className="pp-stars" role="group" aria-label="评分">
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className={`pp-star${n <= score ? ' is-on' : ''}`} aria-pressed={n <= score} aria-label={`${n}星`} onClick={() => setScore(n)}>
            ★
          </button>
        ))}
      </div>
      <label className="pp-field">
        <span>评价内容</span>
        <textarea value={content} maxLength={200} rows={3} placeholder="说说您的停车体验（选填）" onChange={(e) => setContent(e.target.value)} />
      </label>
      <button type="submit" className="pp-btn pp-btn--primary pp-block" disabled={!score || sent.isLoading}>
        {sent.isLoading ? '提交中…' : '提交评价'}
      </button>
    </form>
  );
}
