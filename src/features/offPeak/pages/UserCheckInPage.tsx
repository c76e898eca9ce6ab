import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { BindPhone } from '../owner/BindPhone';
import { CheckInFooter, CheckInForm } from '../owner/CheckInForm';
import { useCheckInForm } from '../owner/useCheckInForm';
import styles from './UserCheckInPage.module.css';

export function CheckIn({ parkId, title, fallback, intro }: { parkId: string | null; title: string; fallback: string; intro?: ReactNode }) {
  const state = useCheckInForm(parkId);
  return (
    <Page title={title} fallback={fallback} footer={<CheckInFooter pending={state.form.pending} />}>
      <div className={styles.stack}>
        {intro}
        <p className={`${styles.note} ${styles.noteInfo}`}>登记您的产权或长租车位，审核通过后车位可共享给其他车主预约或错时停放，您可获得共享收益。</p>
        <BindPhone />
        <CheckInForm state={state} />
      </div>
    </Page>
  );
}

/** /userApply/userCheckIn (?parkId): an owner's application to share a space. */
export function UserCheckInPage() {
  const [search] = useSearchParams();
  return (
    <RequireDriver>
      <CheckIn parkId={search.get('parkId')} title="车位登记" fallback={paths.userApply} />
    </RequireDriver>
  );
}
