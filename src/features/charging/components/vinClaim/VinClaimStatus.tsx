import { Button } from 'antd-mobile';
import { useVinClaimQuery, useWithdrawVinClaimMutation, vinClaimsApi } from '@/api/cps/vinClaims';
import type { VinClaim } from '@/api/cps/vinClaims.types';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import { DetailRow } from '@/payment/ui/DetailRow';
import { CardList } from '@/ui/CardList';
import { useFeedback } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { QueryState } from '@/ui/states/States';
import { StateTag, type Tone } from '@/ui/StateTag';
import styles from './VinClaim.module.css';

const TONE: Record<VinClaim['state'], Tone> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default', [UNKNOWN]: 'default' };

/** While it waits the review is asked again on this schedule (tests shorten it): the decision is the operator's. */
export const vinClaimTiming = { pollMs: 30_000 };

/** What the server still holds of the licence: its photos go once the review is done or the claim withdrawn. */
const photosText = (held: number) => (held > 0 ? `平台持有${held}张，审核结束后删除` : '已删除');

/** What the claim's state means for the driver, and the way on from it. */
function WayOn({ claim }: { claim: VinClaim }) {
  switch (claim.state) {
    case 1:
      return <p className={styles.weak}>平台正在核实您的行驶证，一般1-3个工作日内完成，结果将通过消息中心通知您。</p>;
    case 2:
      return (
        <>
          <p className={styles.weak}>认领已通过，该VIN码已添加到您的账号，在支持即插即充的充电桩插枪即可识别车辆。</p>
          <LinkButton solid to={paths.chargingVinManage}>
            查看我的VIN码
          </LinkButton>
        </>
      );
    case 3:
    case 4:
      // A new claim of the same VIN starts from the form, the VIN filled in.
      return (
        <>
          {claim.state === 3 && <p className={styles.error}>未通过原因：{claim.rejectReason ?? '平台未说明原因'}</p>}
          <LinkButton solid to={href(paths.vinClaim, { vin: claim.vin })}>
            重新申请
          </LinkButton>
        </>
      );
    default:
      return <p className={styles.weak}>该申请的状态暂无法识别，请稍后刷新或联系客服。</p>;
  }
}

/** 撤回申请, asked first: the review stops and the licence's photos are deleted. */
function WithdrawButton({ claimId }: { claimId: string }) {
  const ui = useFeedback();
  const [withdraw, { isLoading }] = useWithdrawVinClaimMutation();
  const onClick = async () => {
    const answer = await ui.dialog({
      title: '撤回VIN认领申请',
      content: '撤回后平台将停止核实，并删除您提交的行驶证照片；之后仍可重新申请。',
      actions: [
        { key: 'keep', text: '暂不撤回' },
        { key: 'withdraw', text: '撤回', primary: true },
      ],
      safeKey: 'keep',
    });
    if (answer !== 'withdraw') return;
    // A refusal (decided meanwhile) is said by the error catalogue's toast; the claim is read again either way.
    try {
      await withdraw({ claimId }).unwrap();
      ui.toast('已撤回');
    } catch {
      // said already
    }
  };
  return (
    <Button block color="default" shape="rounded" size="large" loading={isLoading} onClick={() => void onClick()}>
      撤回申请
    </Button>
  );
}

/** A claim as the server has it, asked again every vinClaimTiming.pollMs while it waits (and only then). */
export function VinClaimStatus({ claimId }: { claimId: string }) {
  // A decided or withdrawn claim does not change: it is not asked again.
  const cached = vinClaimsApi.endpoints.vinClaim.useQueryState({ claimId });
  const pollingInterval = cached.data?.state === 1 ? vinClaimTiming.pollMs : 0;
  const q = useVinClaimQuery({ claimId }, { refetchOnMountOrArgChange: true, skipPollingIfUnfocused: true, pollingInterval });
  return (
    <QueryState query={q} loading="认领申请加载中" error="认领申请加载失败">
      {(claim) => (
        <section className={styles.stack} aria-label="认领进度">
          <div className={styles.head}>
            <p className={styles.vin}>{claim.vin}</p>
            <StateTag tone={TONE[claim.state]} large>
              {claim.state === UNKNOWN ? '未知' : claim.stateText}
            </StateTag>
          </div>
          <WayOn claim={claim} />
          {claim.state === 1 && <WithdrawButton claimId={claim.claimId} />}
          <CardList>
            <DetailRow label="申请编号">{claim.claimId}</DetailRow>
            <DetailRow label="提交时间">{formatDateTime(claim.submitTime)}</DetailRow>
            {claim.reviewTime && <DetailRow label="审核时间">{formatDateTime(claim.reviewTime)}</DetailRow>}
            <DetailRow label="所有人">{claim.ownerName}</DetailRow>
            <DetailRow label="号牌号码">{claim.plateNo ? formatPlate(claim.plateNo) : '未填写'}</DetailRow>
            <DetailRow label="行驶证照片">{photosText(claim.photosHeld)}</DetailRow>
          </CardList>
        </section>
      )}
    </QueryState>
  );
}
