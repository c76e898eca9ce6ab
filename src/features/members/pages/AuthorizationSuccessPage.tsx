import { useSearchParams } from 'react-router-dom';
import { useWithholdContractsQuery } from '@/api/driver/plates';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { useLoginStatesQuery } from '@/api/driver/account';

/**
 * /authorizationSuccess?type=withhold&plateId | type=bind: where a host authorization returns (a withholding
 * contract signed at the channel, a WeChat/Alipay account bound). The host's word is not the state: the server's
 * contracts or login state decide what is shown; not there yet is 'still confirming' with 刷新.
 */
export function AuthorizationSuccessPage() {
  return (
    <RequireDriver>
      <AuthBody />
    </RequireDriver>
  );
}

function AuthBody() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const plateId = params.get('plateId');
  return (
    <Page title="授权结果" fallback={paths.mine}>
      {type === 'withhold' && plateId ? <Withhold plateId={plateId} /> : type === 'bind' ? <Bind /> : <Empty text="缺少授权信息" description="请返回重新发起授权" />}
    </Page>
  );
}

function Withhold({ plateId }: { plateId: string }) {
  const q = useWithholdContractsQuery();
  return (
    <QueryState query={q} loading="正在确认授权结果" error="授权结果查询失败">
      {(d) => {
        const contract = d.results.find((c) => c.plateId === plateId && c.state === 1);
        if (!contract) {
          return (
            <ResultView
              outcome="pending"
              title="暂未确认签约结果"
              description="签约结果可能有延迟，请稍后刷新；如未完成签约，可重新开通"
              primary={{ text: '刷新结果', loading: q.isFetching, onClick: () => void q.refetch() }}
              secondary={{ text: '重新开通', to: href(paths.sencelessPayment, { plateId }) }}
            />
          );
        }
        return (
          <ResultView outcome="success" title="无感支付开通成功" description="车辆离场时将自动从签约渠道扣缴停车费" primary={{ text: '查看车辆', to: href(paths.plateDetail, { plateId }) }} secondary={{ text: '返回我的', to: paths.mine }}>
            <section aria-label="签约详情">
              <CardList>
                <DetailRow label="车牌号码">{formatPlate(contract.plateNo)}</DetailRow>
                <DetailRow label="扣款渠道">{contract.channelName}</DetailRow>
                <DetailRow label="签约状态">{contract.stateText}</DetailRow>
                <DetailRow label="签约时间">{formatDateTime(contract.signTime)}</DetailRow>
              </CardList>
            </section>
          </ResultView>
        );
      }}
    </QueryState>
  );
}

function Bind() {
  const q = useLoginStatesQuery();
  return (
    <QueryState query={q} loading="正在确认授权结果" error="授权结果查询失败">
      {(s) =>
        s.thirdBound ? (
          <ResultView outcome="success" title="账号绑定成功" description="下次可使用微信或支付宝账号直接登录" primary={{ text: '返回我的', to: paths.mine }} />
        ) : (
          <ResultView
            outcome="failure"
            title="账号尚未绑定"
            description="授权未完成或已取消，您可以重新绑定"
            primary={{ text: '刷新结果', loading: q.isFetching, onClick: () => void q.refetch() }}
            secondary={{ text: '重新绑定', to: paths.bindPhone }}
          />
        )
      }
    </QueryState>
  );
}
