import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClaimRewardMutation, useRewardsQuery } from '@/api/driver/rewards';
import type { Reward } from '@/api/driver/rewards.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ReceiveRewardsPage.module.css';

/**
 * /receiveRewards[?rewardId]: the rewards the driver earned (invitations, 金牌计划), each claimed once before its
 * date; a claimed reward is a parking coupon in the wallet. The one named by rewardId is marked.
 */
export function ReceiveRewardsPage() {
  return (
    <RequireDriver>
      <RewardsBody />
    </RequireDriver>
  );
}

function RewardsBody() {
  const [params] = useSearchParams();
  const q = useRewardsQuery();
  const marked = params.get('rewardId');
  return (
    <Page title="领取奖励">
      <QueryState
        query={q}
        loading="奖励加载中"
        error="奖励加载失败"
        empty={{
          when: (d) => d.results.length === 0,
          text: '暂无奖励',
          description: '邀请好友注册或参加金牌计划即可获得奖励',
          action: (
            <LinkButton to={paths.registerShare}>去邀请好友</LinkButton>
          ),
        }}
      >
        {(d) => {
          const waiting = d.results.filter((r) => r.state === 'unclaimed').length;
          return (
            <div className={styles.stack}>
              <p className={styles.weak} role="status">
                {waiting ? `您有 ${waiting} 个奖励待领取，领取后可在“我的优惠券”中使用` : '暂无待领取的奖励'}
              </p>
              <ul className={styles.list} aria-label="我的奖励">
                {d.results.map((r) => (
                  <RewardRow key={r.rewardId} reward={r} marked={r.rewardId === marked} />
                ))}
              </ul>
              <LinkButton to={paths.unused}>查看我的优惠券</LinkButton>
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}

const TAG: Record<Reward['state'], string> = { unclaimed: styles.tagUnclaimed, claimed: styles.tagClaimed, expired: styles.tagExpired, unknown: styles.tagExpired };

function RewardRow({ reward, marked }: { reward: Reward; marked: boolean }) {
  const [claim] = useClaimRewardMutation();
  const [busy, setBusy] = useState(false);
  const ui = useFeedback();
  const headingId = `rw-${reward.rewardId}`;

  const onClaim = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await claim({ rewardId: reward.rewardId }).unwrap();
      ui.toast('领取成功，优惠券已放入卡包', 3000);
    } catch {
      // the error catalogue has told the driver (claimed already, expired)
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={marked ? `${styles.box} ${styles.highlight}` : styles.box} aria-labelledby={headingId}>
      <div className={styles.row}>
        <div>
          <h3 id={headingId}>{reward.title}</h3>
          <p className={styles.weak}>
            {reward.source} · 面额 {formatMoney(reward.faceCents)}
            {reward.minSpendCents > 0 ? `（满${formatMoney(reward.minSpendCents)}可用）` : ''}
          </p>
          <p className={styles.weak}>
            {reward.state === 'unclaimed' ? `请在 ${formatDate(reward.claimBefore)} 前领取` : `获得于 ${formatDate(reward.earnedAt)}`}
          </p>
        </div>
        {reward.state === 'unclaimed' ? (
          <Button color="primary" shape="rounded" size="small" loading={busy} loadingText="领取中" aria-label={`领取 ${reward.title}`} onClick={() => void onClaim()}>
            领取
          </Button>
        ) : (
          <span className={`${styles.tag} ${TAG[reward.state]}`}>{reward.stateText}</span>
        )}
      </div>
    </li>
  );
}
