import { useMemo, type MouseEvent } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { useFeedback } from '@/ui/hooks';
import styles from './ServerHtml.module.css';

interface Props {
  /** The server's HTML, as it came: it is sanitised here, never before it is stored. */
  html: string | null | undefined;
  className?: string;
}

/** Where a link leads, in the words a driver can judge: its host. */
function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/**
 * Server HTML (news, notices, policies) on the page: sanitised (src/lib/sanitizeHtml.ts), and a link that leaves
 * the app says where it goes and asks before it opens, so a link in content can never pass for one of the app's own.
 * It never makes the page wider than the screen (serverHtml.css, and the sanitiser drops fixed widths).
 */
export function ServerHtml({ html, className }: Props) {
  const ui = useFeedback();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[href]');
    if (!link || !e.currentTarget.contains(link)) return;
    e.preventDefault();
    const href = link.getAttribute('href') ?? '';
    void ui
      .dialog({
        title: '即将离开车主服务',
        content: `该链接将打开 ${hostOf(href)}，页面内容不由车主服务提供，请勿在其中输入密码或支付。`,
        actions: [
          { key: 'stay', text: '取消' },
          { key: 'go', text: '继续前往', primary: true },
        ],
        safeKey: 'stay',
      })
      .then((choice) => {
        if (choice === 'go') window.open(href, '_blank', 'noopener,noreferrer');
      });
  };

  // The links inside are real links (keyboard and screen readers reach them, Enter clicks them); the click is only
  // intercepted here.
  return <div className={className ? `${styles.root} ${className}` : styles.root} data-testid="server-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
