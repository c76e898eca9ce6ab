import { SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useFaqsQuery } from '@/api/basic/service';
import { QueryState } from '@/ui/states/States';
import styles from './Faqs.module.css';

/** Common questions by topic, searched on the server as the driver types; each answer opens in place. */
export function Faqs() {
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const faqs = useFaqsQuery({ keyword: keyword || undefined });
  return (
    <section className={styles.box} aria-label="常见问题">
      <h2>常见问题</h2>
      <SearchBar placeholder="搜索问题" value={typed} onChange={setTyped} aria-label="搜索问题" />
      <QueryState
        query={faqs}
        loading="常见问题加载中"
        error="常见问题加载失败"
        empty={{ when: (d) => d.topics.length === 0, text: '没有找到相关问题', description: '换个关键词，或在线反馈给我们' }}
      >
        {(data) =>
          data.topics.map((t) => (
            <div key={t.topicId} className={styles.topic}>
              <h3>{t.title}</h3>
              {t.faqs.map((f) => (
                <details key={f.faqId} className={styles.faq}>
                  <summary>{f.question}</summary>
                  <p>{f.answer}</p>
                </details>
              ))}
            </div>
          ))
        }
      </QueryState>
    </section>
  );
}
