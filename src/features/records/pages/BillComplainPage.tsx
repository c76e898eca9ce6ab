import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useSubmitAppealMutation } from '@/api/charge/records';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { AppealForm, AppealSubmit, useAppealForm, type AppealFormState } from '@/ui/AppealForm';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { APPEAL_REASONS, MAX_DESCRIPTION, MAX_PHOTOS } from '../complaint';
import styles from './BillComplainPage.module.css';
import { useParkOrderAppealsQuery, useParkOrderDetailQuery } from '@/api/charge/bills';

const FORM_ID = 'bill-complaint';

/** The form's state for one bill (known from the URL, so it exists before the bill has loaded). */
function useComplaint(bill: { uniqueId: string; parkId: string }) {
  const navigate = useNavigate();
  const [submitAppeal] = useSubmitAppealMutation();
  return useAppealForm({
    reasons: APPEAL_REASONS,
    needsDescription: ['其他'],
    maxLength: MAX_DESCRIPTION,
    maxPhotos: MAX_PHOTOS,
    // Per bill, so a reload or a detour to /login brings back what was entered about this bill only.
    draftKey: `billComplain:${bill.uniqueId}`,
    send: (appeal) => submitAppeal({ uniqueId: bill.uniqueId, parkId: bill.parkId, ...appeal }).unwrap(),
    onSent: (result) => navigate(href(paths.billComplainDetail, { appealId: result.appealId }), { replace: true }),
  });
}

function ComplaintForm({ bill, complaint }: { bill: ParkOrderDetail; complaint: AppealFormState<(typeof APPEAL_REASONS)[number]> }) {
  return (
    // Broken at the comma, so a narrow phone never splits 尽快 across two lines.
    <AppealForm id={FORM_ID} appeal={complaint} placeholder={'请描述您遇到的问题，\n便于我们尽快核实'}>
      <section aria-label="申诉的账单">
        <Card>
          <div className={styles.brief}>
            <p className={styles.title}>{bill.parkName}</p>
            <p className={styles.line}>
              <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} size="small" />
              <span className={styles.money}>{formatMoney(bill.totalFee)}</span>
            </p>
            <p className={styles.muted}>
              {formatDateTime(bill.parkStartTime)} 入场{bill.parkEndTime ? ` · ${formatDateTime(bill.parkEndTime)} 出场` : ''}
            </p>
          </div>
        </Card>
      </section>
    </AppealForm>
  );
}

/**
 * One Page whatever the state (so the heading and scroll stay put while the bill loads); the submit is pinned in
 * the page's footer, which the page pads for, so nothing of the form hides under it.
 */
function Complaint({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const bill = useParkOrderDetailQuery({ uniqueId, parkId });
  const appeals = useParkOrderAppealsQuery({ uniqueId, parkId });
  const complaint = useComplaint({ uniqueId, parkId });
  const open = appeals.data?.results.find((a) => a.appealState === 1);
  const ready = bill.data && (appeals.data || appeals.isError);
  let body: ReactNode;
  if (!bill.data && bill.isError) body = <LoadFailed text="账单信息加载失败" onRetry={() => void bill.refetch()} busy={bill.isFetching} error={bill.error} />;
  else if (!bill.data || !ready) body = <Loading text="账单信息加载中" />;
  else if (open) {
    body = (
      <Card>
        <div className={styles.notice} role="status">
          <p>该账单已有处理中的申诉，请耐心等待处理结果。</p>
          <LinkButton to={href(paths.billComplainDetail, { appealId: open.appealId })}>查看申诉进度</LinkButton>
        </div>
      </Card>
    );
  } else body = <ComplaintForm bill={bill.data} complaint={complaint} />;
  const showForm = Boolean(ready && !open);
  return (
    <Page
      title="账单申诉"
      fallback={paths.parkingRecord}
      footer={showForm ? <AppealSubmit form={FORM_ID} pending={complaint.form.pending} /> : undefined}
    >
      {body}
      <p className={styles.footLink}>
        <Link to={href(paths.billComplainDetail, { uniqueId, parkId })}>查看该账单的申诉记录</Link>
      </p>
    </Page>
  );
}

/** /billComplain?uniqueId&parkId: complain about a bill — reason, description, up to 3 photos — then its status. */
export function BillComplainPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  if (!uniqueId || !parkId) {
    return (
      <Page title="账单申诉" fallback={paths.parkingRecord}>
        <Empty text="缺少账单信息，请从停车记录进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Complaint uniqueId={uniqueId} parkId={parkId} />
    </RequireDriver>
  );
}
