import { useSearchParams } from 'react-router-dom';
import { useBagApplicationQuery } from '@/api/special/passes';
import type { BagApplicationDetail } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';

const TITLE = '提交成功';

function Outcome({ a }: { a: BagApplicationDetail }) {
  const detail = href(paths.mounthlyDetail, { applicationId: a.applicationId });
  const mine = paths.myMounthlyPay;
  if (a.state === 2) {
    return (
      <ResultView
        outcome="success"
        title="申请已通过，请完成支付"
        description={a.payDeadline ? `请在${formatDateTime(a.payDeadline)}前完成支付，逾期申请将失效` : '完成支付后月卡即可使用'}
        primary={{ text: '去支付', to: detail }}
        secondary={{ text: '查看我的月卡', to: mine }}
      />
    );
  }
  if (a.state === 1) {
    return (
      <ResultView
        outcome="pending"
        title="申请已提交，等待停车场审核"
        description="审核结果将通过短信通知您，也可在“我的月卡”中查看进度。审核通过后请在7天内完成支付。"
        primary={{ text: '查看办理进度', to: detail }}
        secondary={{ text: '查看我的月卡', to: mine }}
      />
    );
  }
  // Opened again later: the application has moved on.
  return <ResultView outcome="success" title={`申请${a.stateText}`} primary={{ text: '查看详情', to: detail }} secondary={{ text: '查看我的月卡', to: mine }} />;
}

/** /submitSuccess?applicationId: the application was sent; what happens next (the lot's review, or paying now). */
export function SubmitSuccessPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId');
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay}>
      {applicationId ? (
        <RequireDriver>
          <ById applicationId={applicationId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少申请信息" description="请在“我的月卡”中查看办理进度" />
      )}
    </Page>
  );
}

function ById({ applicationId }: { applicationId: string }) {
  const q = useBagApplicationQuery({ applicationId }, FRESH);
  return (
    <QueryState query={q} loading="申请加载中" error="申请加载失败">
      {(a) => <Outcome a={a} />}
    </QueryState>
  );
}
