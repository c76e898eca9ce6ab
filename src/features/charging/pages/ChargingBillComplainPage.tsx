import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChargingBillQuery } from '@/api/cps/bills';
import type { ChargingBillDetail } from '@/api/cps/bills.types';
import { href, paths } from '@/lib/paths';
import { AppealSubmit } from '@/ui/AppealForm';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { COMPLAINT_FORM_ID, ComplaintForm, useComplaint } from '../components/bills/ComplaintForm';
import styles from './ChargingBillComplainPage.module.css';

const TITLE = '账单申诉';

/** Why this bill cannot be complained about (yet), with the way on; null when it can. */
function blocker(bill: ChargingBillDetail): ReactNode {
  if (bill.appeal) {
    return (
      <>
        <p className={styles.note}>该账单已提交过申诉，请查看处理进度。</p>
        <LinkButton to={href(paths.chargingAppealDetail, { appealNo: bill.appeal.appealNo })}>
          查看申诉进度
        </LinkButton>
      </>
    );
  }
  // Paid or not: an unpaid bill under complaint is set aside until it is handled.
  if (bill.orderState !== 1) return null;
  return (
    <>
      <p className={styles.note}>充电进行中，结束充电后才能申诉。</p>
      <LinkButton to={href(paths.chargeBillDetail, { orderNo: bill.orderNo })}>
        返回账单
      </LinkButton>
    </>
  );
}

/** One Page whatever the state, so the heading stays put while the bill loads; 提交申诉 is pinned in its footer. */
function Complaint({ orderNo }: { orderNo: string }) {
  const bill = useChargingBillQuery({ orderNo });
  const complaint = useComplaint(orderNo, bill.data?.orderState === 2);
  let body: ReactNode;
  let open = false;
  if (!bill.data) {
    body = bill.isError ? <LoadFailed text="账单信息加载失败" onRetry={() => void bill.refetch()} busy={bill.isFetching} error={bill.error} /> : <Loading text="账单信息加载中" />;
  } else {
    const blocked = blocker(bill.data);
    open = !blocked;
    body = blocked ? <div className={styles.links}>{blocked}</div> : <ComplaintForm bill={bill.data} complaint={complaint} />;
  }
  return (
    <Page title={TITLE} fallback={href(paths.chargeBillDetail, { orderNo })} footer={open ? <AppealSubmit form={COMPLAINT_FORM_ID} pending={complaint.form.pending} /> : undefined}>
      {body}
    </Page>
  );
}

/**
 * /chargingBillComplain?orderNo: complain about a charging bill — reason, description, up to 3 photos. An unpaid one
 * too: it is set aside while the complaint is handled (nothing to pay meanwhile, no new start held up).
 */
export function ChargingBillComplainPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  if (!orderNo) {
    return (
      <Page title={TITLE} fallback={paths.chargeBillManage}>
        <Empty text="缺少账单信息，请从充电账单进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Complaint orderNo={orderNo} />
    </RequireDriver>
  );
}
