import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useInvitationQuery } from '@/api/driver/rewards';
import type { Invitation } from '@/api/driver/rewards.types';
import { paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { copyText, shareLink } from '../components/share';
import shared from './layout.module.css';
import styles from './RegisterSharePage.module.css';

/**
 * /registerShare: invite a friend to register. The driver's code and a link to /registor carrying it, handed to
 * the host's share sheet (or copied); each friend who registers with it earns the driver a reward to claim on
 * /receiveRewards.
 */
export function RegisterSharePage() {
  return (
    <RequireDriver>
      <ShareBody />
    </RequireDriver>
  );
}

function ShareBody() {
  const q = useInvitationQuery();
  return (
    <Page title="邀请好友">
      <QueryState query={q} loading="邀请码加载中" error="邀请信息加载失败">
        {(inv) => <Invite inv={inv} />}
      </QueryState>
    </Page>
  );
}

function Invite({ inv }: { inv: Invitation }) {
  const ui = useFeedback();
  const [manual, setManual] = useState(false);
  const url = new URL(inv.sharePath, window.location.origin).toString();

  const share = async () => {
    const outcome = await shareLink('邀请您注册车主服务', `我的邀请码 ${inv.inviteCode}，注册即可领取停车优惠`, url);
    if (outcome === 'copied') ui.toast('邀请链接已复制，快发给好友吧', 3000);
    if (outcome === 'manual') setManual(true);
  };
  const copyCode = async () => {
    const outcome = await copyText(inv.inviteCode);
    if (outcome === 'copied') ui.toast('邀请码已复制', 3000);
    else setManual(true);
  };

  return (
    <div className={shared.stack}>
      <section className={shared.box} aria-labelledby="rw-code-title">
        <h2 id="rw-code-title">我的邀请码</h2>
        <p className={styles.code} aria-label={`邀请码 ${inv.inviteCode.split('').join(' ')}`}>
          {inv.inviteCode}
        </p>
        <p className={shared.weak}>已成功邀请 {inv.invitedCount} 位好友 · 每邀请 1 位可得 {inv.rewardTitle.replace(/^邀请好友奖励\s*/, '')}</p>
      </section>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={() => void share()}>
          分享邀请链接
        </Button>
        <Button block color="primary" fill="outline" shape="rounded" size="large" onClick={() => void copyCode()}>
          复制邀请码
        </Button>
      </div>
      {manual && (
        <section className={shared.box} aria-labelledby="rw-manual-title">
          <h2 id="rw-manual-title">请长按复制邀请链接</h2>
          <p className={styles.linkText}>{url}</p>
        </section>
      )}
      <section className={shared.box} aria-labelledby="rw-rules-title">
        <h2 id="rw-rules-title">活动规则</h2>
        <ol className={styles.rules}>
          {inv.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      </section>
      <LinkButton to={paths.receiveRewards}>查看并领取奖励</LinkButton>
    </div>
  );
}
