import { Button, TextArea } from 'antd-mobile';
import { useReplyServiceRequestMutation } from '@/api/basic/service';
import { SERVICE_REPLY_MAX } from '@/api/basic/service.types';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import styles from './ReplyBox.module.css';

/** A follow-up while the request is open: drafted per request, sent once. */
export function ReplyBox({ requestNo }: { requestNo: string }) {
  const ui = useFeedback();
  const [reply] = useReplyServiceRequestMutation();
  const form = useForm<{ text: string }>({
    initial: { text: '' },
    draftKey: `customerServiceReply:${requestNo}`,
    showErrors: 'submit',
    validate: (v) => {
      const n = [...v.text.trim()].length;
      if (n === 0) return { text: '请输入回复内容' };
      if (n > SERVICE_REPLY_MAX) return { text: `回复内容不能超过${SERVICE_REPLY_MAX}个字` };
      return {};
    },
    onSubmit: async (v, { clear }) => {
      try {
        await reply({ requestNo, text: v.text.trim() }).unwrap();
        clear();
        ui.toast('回复已发送', 2000);
      } catch {
        // The catalogue said why; the text stays.
      }
    },
  });
  const count = [...form.values.text.trim()].length;
  return (
    <form onSubmit={form.submit} noValidate className={styles.stack} aria-label="回复客服">
      <Field id={form.id('text')} label="继续回复" error={form.errors.text} hint={<span className={styles.counter}>{count}/{SERVICE_REPLY_MAX}</span>}>
        <TextArea id={form.id('text')} rows={3} value={form.values.text} onChange={(text) => form.set({ text })} placeholder="补充说明或回复客服" disabled={form.pending} />
      </Field>
      <Button type="submit" color="primary" shape="rounded" block loading={form.pending} loadingText="发送中…">
        发送回复
      </Button>
    </form>
  );
}
