import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOccupyBillQuery } from '@/api/cps/occupy';
import type { OccupyBillDetail } from '@/api/cps/occupy.types';
import { href, paths } from '@/lib/paths';
import { AppealSubmit } from '@/ui/AppealForm';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { OCCUPY_APPEAL_FORM_ID, OccupyAppealForm, useOccupyAppeal } from '../components/idleFees/OccupyAppealForm';
import styles from './OccupyAppealPage.module.css';

const TITLE = '占位费申诉';

/** Why this fee cannot be appealed (yet), with the way on; null when it can. The server refuses the same cases. */
function blocker(fee: OccupyBillDetail): ReactNode {
  const back = (
    <LinkButton to={href(paths.occupyBillDetail, { occupyOrderNo: fee.occupyOrderNo })}>
      返回占位费详情
    </LinkButton>
  );
  if (fee.appeal) {
    return (
      <>
        <p className={styles.note}>该占位费已提交过申诉，请查看处理进度。</p>
        <LinkButton to={href(paths.occupyAppealDetail, { appealNo: fee.appeal.appealNo })}>
          查看申诉进度
        </LinkButton>
      </>
    );
  }
  if (fee.state === 3) {
    return (
      <>
        <p className={styles.note}>该占位费已免除，无需申诉。</p>
        {back}
      </>
    );
  }
  if (fee.accruing) {
    return (
      <>
        <p className={styles.note}>车辆仍在占用充电车位，占位费还在计费。驶离车位、费用结算后才能申诉。</p>
        {back}
      </>
    );
  }
  return null;
}

/** One Page whatever the state, so the heading stays put while the fee loads; 提交申诉 is pinned in its footer. */
function Appeal({ occupyOrderNo }: { occupyOrderNo: string }) {
  const fee = useOccupyBillQuery({ occupyOrderNo });
  const appeal = useOccupyAppeal(occupyOrderNo);
  let body: ReactNode;
  let open = false;
  if (!fee.data) {
    body = fee.isError ? <LoadFailed text="占位费信息加载失败" onRetry={() => void fee.refetch()} busy={fee.isFetching} error={fee.error} /> : <Loading text="占位费信息加载中" />;
  } else {
    const blocked = blocker(fee.data);
    open = !blocked;
    body = blocked ? <div className={styles.links}>{blocked}</div> : <OccupyAppealForm fee={fee.data} appeal={appeal} />;
  }
  return (
    <Page title={TITLE} fallback={href(paths.occupyBillDetail, { occupyOrderNo })} footer={open ? <AppealSubmit form={OCCUPY_APPEAL_FORM_ID} pending={appeal.form.pending} /> : undefined}>
      {body}
    </Page>
  );
}

/**
 * /occupyAppeal?occupyOrderNo: appeal an idle fee once it stopped growing, paid or not — reason, description, up to
 * 3 photos; what is entered survives a reload until it is sent.
 */
export function OccupyAppealPage() {
  const [search] = useSearchParams();
  const occupyOrderNo = search.get('occupyOrderNo');
  if (!occupyOrderNo) {
    return (
      <Page title={TITLE} fallback={paths.occupyBillList}>
        <Empty text="缺少占位费信息，请从占位费账单进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Appeal occupyOrderNo={occupyOrderNo} />
    </RequireDriver>
  );
}
