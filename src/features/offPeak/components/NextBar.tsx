import { Button } from 'antd-mobile';
import { MoneyLine } from '@/ui/MoneyLine';
import styles from './NextBar.module.css';

/**
 * The pinned foot of an off-peak form (a package, a booking): what is due, and 下一步 submitting the form by its id
 * to the order it makes (paid on the order's page).
 */
export function NextBar({ cents, form, pending, disabled }: { cents: number | null; form: string; pending: boolean; disabled?: boolean }) {
  return (
    <div className={styles.bar}>
      <MoneyLine className={styles.total} label="应付" cents={cents} />
      <Button className={styles.next} color="primary" shape="rounded" size="large" type="submit" form={form} loading={pending} loadingText="提交中…" disabled={disabled}>
        下一步
      </Button>
    </div>
  );
}
