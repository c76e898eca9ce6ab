import { Button } from 'antd-mobile';
import { plateClaimsApi, usePlateClaimQuery, useWithdrawPlateClaimMutation } from '@/api/driver/plateClaims';
import type { PlateClaim } from '@/api/driver/plateClaims.types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { useFeedback } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { PlateBadge } from '@/ui/PlateBadge';
import { QueryState } from '@/ui/states/States';
import { StateTag, type Tone } from '@/ui/StateTag';
import styles from './PlateClaim.module.css';

const TONE: Record<PlateClaim['state'], Tone> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default', [UNKNOWN]: 'default' };

/** While it waits the review is asked again on this schedule (tests shorten it): the decision is the operator's. */
export const claimTiming = { pollMs: 30_000 };

/** What the claim's state means for the driver, and the way on from it. */
function Outcome({ claim }: { claim: PlateClaim }) {
  const again = href(paths.plateClaim, { plateNo: claim.plateNo, plateColor: claim.plateColor });
  if (claim.state === 1) return <p className={styles.weak}>平台正在核实您的行驶证，一般1-3个工作日内完成，结果将通过消息中心通知您。</p>;
  if (claim.state === 2) {
    return (
      <>
        <p className={styles.weak}>认领已通过，{claim.formatPlateNo}已绑定到您的账号。</p>
        <LinkButton solid to={paths.carManage}>
          查看我的车辆
        </LinkButton>
      </>
    );
  }
  if (claim.state === 3 || claim.state === 4) {
    return (
      <>
        {claim.state === 3 && <p className={styles.error}>未通过原因：{claim.rejectReason ?? '平台未说明原因'}</p>}
        <LinkButton solid to={again}>
          重新申请
        </LinkButton>
      </>
    );
  }
  return <p className={styles.weak}>该申请的状态暂无法识别，请稍后刷新或联系客服。</p>;
}

function Withdraw({ claimId }: { claimId: string }) {
  const ui = useFeedback();
  const [withdraw, { isLoading }] = useWithdrawPlateClaimMutation();
  const run = async () => {
    const choice = await ui.dialog({
      title: '撤回认领申请',
      content: '撤回后平台将停止核实，并删除您提交的行驶证照片。',
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '撤回', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (choice !== 'ok') return;
    // A refusal (decided meanwhile) is said by the error catalogue; the claim is read again either way.
    await withdraw({ claimId }).unwrap().then(() => ui.toast('已撤回'), () => undefined);
  };
  return (
    <Button block color="default" shape="rounded" size="large" loading={isLoading} onClick={() => void run()}>
      撤回申请
    </Button>
  );
}

/** A claim as the server has it, asked again every claimTiming.pollMs while it waits. */
export function ClaimStatus({ claimId }: { claimId: string }) {
  // Asked again only while it waits: a decided or withdrawn claim does not change.
  const known = plateClaimsApi.endpoints.plateClaim.useQueryState({ claimId });
  const waiting = known.data?.state === 1;
  const q = usePlateClaimQuery({ claimId }, { refetchOnMountOrArgChange: true, skipPollingIfUnfocused: true, pollingInterval: waiting ? claimTiming.pollMs : 0 });
  return (
    <QueryState query={q} loading="认领申请加载中" error="认领申请加载失败">
      {(claim) => (
        <section className={styles.stack} aria-label="认领进度">
          <div className={styles.plate}>
            <PlateBadge plateNo={claim.plateNo} />
            <p className={styles.state}>
              <StateTag tone={TONE[claim.state]} large>
                {claim.state === UNKNOWN ? '未知' : claim.stateText}
              </StateTag>
            </p>
          </div>
          <Outcome claim={claim} />
          {claim.state === 1 && <Withdraw claimId={claim.claimId} />}
          <CardList>
            <DetailRow label="申请编号">{claim.claimId}</DetailRow>
            <DetailRow label="所有人">{claim.ownerName}</DetailRow>
            <DetailRow label="车辆识别代号">{claim.maskedVin}</DetailRow>
            <DetailRow label="行驶证照片">{claim.photosHeld > 0 ? `平台持有${claim.photosHeld}张，审核结束后删除` : '已删除'}</DetailRow>
            <DetailRow label="提交时间">{formatDateTime(claim.submitTime)}</DetailRow>
            {claim.reviewTime && <DetailRow label="审核时间">{formatDateTime(claim.reviewTime)}</DetailRow>}
          </CardList>
        </section>
      )}
    </QueryState>
  );
}
