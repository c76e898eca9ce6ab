import { Button, Popup } from 'antd-mobile';
import { useCallback, useId } from 'react';
import { isApiError } from '@/api/apiError';
import { useMailStatementMutation } from '@/api/driver/statement';
import type { StatementMailSent, StatementParams } from '@/api/driver/statement.types';
import { normalizeEmail } from '@/lib/email';
import { CardList } from '@/ui/CardList';
import { useDialogFocus } from '@/ui/dialog';
import { EmailField, FieldError, useForm } from '@/ui/form';
import { lastStatementEmail, rememberStatementEmail, statementEmailProblem } from './statementEmail';
import { rangeText } from './statementRange';
import styles from './MailDialog.module.css';

interface Props {
  params: StatementParams;
  onSent: (sent: StatementMailSent) => void;
  onClose: () => void;
}

/**
 * 发送到邮箱: the statement of the range as a CSV attachment, where a download cannot be saved (WeChat, Alipay) and as
 * a second choice everywhere. Starts from the address last used on this phone; one send however often 发送 is tapped
 * (the form's single flight); a refusal stays in the dialog in the server's words.
 */
export function MailDialog({ params, onSent, onClose }: Props) {
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  const panel = useDialogFocus(close);
  const [mail] = useMailStatementMutation();
  const form = useForm<{ email: string }>({
    initial: { email: lastStatementEmail() },
    validate: (v) => ({ email: statementEmailProblem(v.email) }),
    onSubmit: async (v, { setFormError }) => {
      const email = normalizeEmail(v.email);
      try {
        const sent = await mail({ ...params, email }).unwrap();
        rememberStatementEmail(email);
        onSent(sent);
      } catch (e) {
        setFormError(isApiError(e) && !e.handled ? `发送失败：${e.msg}` : '发送失败，请稍后重试');
      }
    },
  });
  return (
    <Popup visible position="bottom" onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 'var(--app-radius-l)', borderTopRightRadius: 'var(--app-radius-l)' }}>
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          发送账单到邮箱
        </h2>
        <p className={styles.what}>{rangeText(params)}的账单将以CSV文件发送到以下邮箱</p>
        <form onSubmit={form.submit} noValidate aria-labelledby={titleId}>
          <CardList>
            <EmailField
              id={form.id('email')}
              label="邮箱地址"
              value={form.values.email}
              onChange={(email) => form.set({ email })}
              onBlur={() => form.touch('email')}
              error={form.errors.email}
              disabled={form.pending}
            />
          </CardList>
          {form.formError && <FieldError>{form.formError}</FieldError>}
          <div className={styles.actions}>
            <Button type="button" shape="rounded" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" color="primary" shape="rounded" loading={form.pending} loadingText="发送中…">
              发送
            </Button>
          </div>
        </form>
      </div>
    </Popup>
  );
}
