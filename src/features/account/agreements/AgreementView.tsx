import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/time';
import type { AgreementText } from './types';
import styles from './AgreementView.module.css';

/** A legal text as readable sections: the version and its date first, so the driver knows what they agreed to. */
export function AgreementView({ text, children }: { text: AgreementText; children?: ReactNode }) {
  return (
    <article className={styles.agreement} aria-labelledby="acct-agreement-title">
      <Card style={{ borderRadius: 'var(--app-radius-l)', padding: 'var(--app-space-l)' }}>
        <h2 id="acct-agreement-title" className={styles.agreementTitle}>
          {text.title}
        </h2>
        <p className={styles.agreementMeta}>
          版本 {text.version} · {formatDate(text.effectiveDate)} 起生效
        </p>
        <p>{text.preface}</p>
        {text.sections.map((s) => (
          <section key={s.heading}>
            <h3>{s.heading}</h3>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </Card>
      {children}
    </article>
  );
}
