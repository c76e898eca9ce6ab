import { Card, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import type { AgreementText } from './types';
import styles from './AgreementView.module.css';

/**
 * A legal text on its sheet: the title, then which version it is (so the driver knows what they agreed to), then
 * the text; `after` goes under the sheet (the versions of the privacy policy).
 */
export function AgreementSheet({ title, meta, children, after }: { title: string; meta: string; children: ReactNode; after?: ReactNode }) {
  return (
    <article className={styles.agreement} aria-labelledby="acct-agreement-title">
      <Card style={{ borderRadius: 'var(--app-radius-l)', padding: 'var(--app-space-l)' }}>
        <h2 id="acct-agreement-title" className={styles.agreementTitle}>
          {title}
        </h2>
        <p className={styles.agreementMeta}>{meta}</p>
        {children}
      </Card>
      {after}
    </article>
  );
}

/** A legal text the app carries, as readable sections. */
export function AgreementView({ text, children }: { text: AgreementText; children?: ReactNode }) {
  return (
    <AgreementSheet title={text.title} meta={`版本 ${text.version} · ${formatDate(text.effectiveDate)} 起生效`} after={children}>
      <p>{text.preface}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </AgreementSheet>
  );
}

/** Every version of a legal text under its sheet, as a titled card list; rows are AgreementVersion. */
export function AgreementVersions({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 id="acct-agreement-versions" className={styles.agreementHistory}>
        {title}
      </h2>
      {/* antd-mobile's List drops `role`: the wrapper and each row's content keep the list semantics. */}
      <div role="list" aria-labelledby="acct-agreement-versions">
        <CardList>{children}</CardList>
      </div>
    </>
  );
}

/** One version: which one and when (a link, or marked as the one shown), and what changed in it. */
export function AgreementVersion({ name, summary }: { name: ReactNode; summary: string }) {
  return (
    <List.Item>
      <div role="listitem">
        <span className={styles.agreementVersion}>{name}</span>
        <span className={styles.note}>{summary}</span>
      </div>
    </List.Item>
  );
}
