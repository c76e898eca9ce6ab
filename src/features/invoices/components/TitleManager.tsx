import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDeleteInvoiceTitleMutation, useInvoiceTitlesQuery, useUpdateInvoiceTitleMutation } from '@/api/invoice/titles';
import type { InvoiceTitle } from '@/api/invoice/titles.types';
import { useFeedback } from '@/ui/hooks';
import { StateTag } from '@/ui/StateTag';
import { QueryState } from '@/ui/states/States';
import styles from './TitleManager.module.css';

/** A saved title's fields as the update call takes them (the whole title goes back with the new flag). */
function asBody(t: InvoiceTitle) {
  return { titleType: t.titleType, name: t.name, taxNo: t.taxNo, address: t.address, phone: t.phone, bank: t.bank, account: t.account };
}

function TitleRow({ title, busy, onDefault, onDelete }: { title: InvoiceTitle; busy: boolean; onDefault: () => void; onDelete: () => void }) {
  return (
    <li className={styles.card} aria-label={title.name}>
      <p className={styles.line}>
        <span className={styles.cardTitle}>{title.name}</span>
        <span className={styles.tags}>
          <StateTag>{title.titleType === 1 ? '单位' : '个人'}</StateTag>
          {title.isDefault && <StateTag tone="primary">默认</StateTag>}
        </span>
      </p>
      {title.taxNo && <p className={styles.weak}>税号 {title.taxNo}</p>}
      <div className={styles.rowActions}>
        {!title.isDefault && (
          <Button className={styles.action} size="small" fill="none" color="primary" disabled={busy} onClick={onDefault}>
            设为默认<span className="sr-only">：{title.name}</span>
          </Button>
        )}
        <Button className={styles.action} size="small" fill="none" color="danger" disabled={busy} onClick={onDelete}>
          删除<span className="sr-only">：{title.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * 常用抬头: the titles saved while invoicing, to reuse on the next invoice. One can be made the default (it fills a
 * new invoice) or deleted after a confirmation; one change at a time.
 */
export function TitleManager() {
  const ui = useFeedback();
  const titles = useInvoiceTitlesQuery();
  const [update] = useUpdateInvoiceTitleMutation();
  const [remove] = useDeleteInvoiceTitleMutation();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      ui.toast(done);
    } catch {
      // The error catalogue told the driver why; the list is as it was.
    } finally {
      setBusy(false);
    }
  };

  const askDelete = async (t: InvoiceTitle) => {
    const choice = await ui.dialog({
      title: '删除常用抬头',
      content: `确定删除“${t.name}”？已开具的发票不受影响。`,
      actions: [
        { key: 'keep', text: '取消' },
        { key: 'delete', text: '删除', primary: true },
      ],
      safeKey: 'keep',
    });
    if (choice === 'delete') await run(() => remove({ titleId: t.titleId }).unwrap(), '已删除');
  };

  return (
    <section className={styles.stack} aria-labelledby="inv-titles-heading">
      <h2 id="inv-titles-heading" className={styles.sectionTitle}>
        常用抬头
      </h2>
      <QueryState
        query={titles}
        loading="常用抬头加载中"
        error="常用抬头加载失败"
        empty={{ when: (d) => d.results.length === 0, text: '还没有常用抬头', description: '开票时勾选“保存为常用抬头”，下次可直接选用' }}
      >
        {(d) => (
          <ul className={styles.cards} aria-label="常用抬头列表">
            {d.results.map((t) => (
              <TitleRow
                key={t.titleId}
                title={t}
                busy={busy}
                onDefault={() => void run(() => update({ titleId: t.titleId, ...asBody(t), isDefault: true }).unwrap(), '已设为默认抬头')}
                onDelete={() => void askDelete(t)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
