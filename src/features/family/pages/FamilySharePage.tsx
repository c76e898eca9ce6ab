import { Button } from 'antd-mobile';
import { Fragment } from 'react';
import { useAcceptFamilyShareMutation, useDeclineFamilyShareMutation, useEndFamilyShareMutation, useFamilySharesQuery } from '@/api/driver/family';
import type { Share } from '@/api/driver/family.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { useFeedback } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { StateTag } from '@/ui/StateTag';
import { InviteForm } from '../components/InviteForm';
import styles from '../components/Family.module.css';

/**
 * The member's view of a share. Not react-router's generatePath: importing it from a lazy page put it into the
 * entry's shared router chunk (0.2 KB on the first screen) for this one link.
 */
const shareViewPath = (shareId: string) => paths.familyShareView.replace(':shareId', encodeURIComponent(shareId));

/**
 * /familyShare: the plates the driver shares with family (each with 结束共享), the shares family gave the driver
 * (pending ones to accept or decline, accepted ones to open), and the invitation form.
 */
export function FamilySharePage() {
  return (
    <RequireDriver>
      <ShareBody />
    </RequireDriver>
  );
}

function ShareBody() {
  const shares = useFamilySharesQuery();
  return (
    <Page title="家人共享">
      <div className={styles.stack}>
        <section className={styles.box} aria-labelledby="fs-given">
          <h2 id="fs-given">我共享给家人的</h2>
          <QueryState
            query={shares}
            loading="共享加载中"
            error="共享加载失败"
            empty={{ when: (d) => d.given.length === 0, text: '还没有共享给家人', description: '邀请家人后，对方接受即可查看您共享的车辆' }}
          >
            {(d) => (
              <ul className={styles.list}>
                {d.given.map((s) => (
                  <GivenRow key={s.shareId} share={s} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section className={styles.box} aria-labelledby="fs-received">
          <h2 id="fs-received">家人共享给我的</h2>
          <QueryState
            query={shares}
            loading="共享加载中"
            error="共享加载失败"
            empty={{ when: (d) => d.received.length === 0, text: '暂无家人共享给您的车辆' }}
          >
            {(d) => (
              <ul className={styles.list}>
                {d.received.map((s) => (
                  <ReceivedRow key={s.shareId} share={s} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <InviteForm />
      </div>
    </Page>
  );
}

function Plates({ plateNos }: { plateNos: readonly string[] }) {
  return (
    <>
      {plateNos.map((p, i) => (
        <Fragment key={p}>
          {i > 0 && '、'}
          <span>{formatPlate(p)}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The rights in words: 查看充电与停车 always, 代付 with its cap and this month's use, 车位锁. */
function rightsText(s: Share): string {
  const parts = ['查看充电与停车'];
  if (s.canPay) parts.push(`代付（每月上限${formatMoney(s.monthlyCapCents)}，本月已代付${formatMoney(s.usedThisMonthCents)}）`);
  if (s.canLock) parts.push('操作车位锁');
  return parts.join('、');
}

/** Who, the state, the plates and the rights: the top of a share's row, given or received. */
function ShareHead({ share, who, headingId }: { share: Share; who: Share['member']; headingId: string }) {
  return (
    <>
      <div className={styles.row}>
        <h3 id={headingId}>
          {who.name}（{who.phone}）
        </h3>
        <StateTag tone={share.state === 'accepted' ? 'success' : 'warning'}>{share.stateText}</StateTag>
      </div>
      <p className={`${styles.weak} ${styles.facts}`}>
        车辆 <Plates plateNos={share.plateNos} />
      </p>
      <p className={styles.weak}>权限：{rightsText(share)}</p>
    </>
  );
}

/** Ending a share (结束共享, 撤回邀请, 退出共享): asked first, over at once on the server. */
function useEndShare(share: Share, question: string, action: string, done: string) {
  const [end, ending] = useEndFamilyShareMutation();
  const ui = useFeedback();
  const onEnd = async () => {
    const choice = await ui.dialog({ content: question, actions: [{ key: 'cancel', text: '取消' }, { key: 'ok', text: action, primary: true }], safeKey: 'cancel' });
    if (choice !== 'ok') return;
    try {
      await end({ shareId: share.shareId }).unwrap();
      ui.toast(done, 3000);
    } catch {
      // the error catalogue has said why
    }
  };
  return { onEnd, ending: ending.isLoading || ending.isSuccess };
}

function GivenRow({ share }: { share: Share }) {
  const pending = share.state === 'pending';
  const action = pending ? '撤回邀请' : '结束共享';
  const { onEnd, ending } = useEndShare(
    share,
    pending ? `确定撤回给${share.member.name}的邀请吗？` : `确定结束与${share.member.name}的共享吗？结束后对方立即不能再查看或代付这些车辆。`,
    action,
    pending ? '已撤回邀请' : '已结束共享',
  );
  const headingId = `fs-given-${share.shareId}`;
  return (
    <li aria-labelledby={headingId} className={styles.section}>
      <ShareHead share={share} who={share.member} headingId={headingId} />
      <div className={styles.actions}>
        <Button size="small" shape="rounded" fill="outline" loading={ending} aria-label={`${action} ${share.member.name}`} onClick={() => void onEnd()}>
          {action}
        </Button>
      </div>
    </li>
  );
}

function ReceivedRow({ share }: { share: Share }) {
  const [accept, accepting] = useAcceptFamilyShareMutation();
  const [decline, declining] = useDeclineFamilyShareMutation();
  const { onEnd, ending } = useEndShare(share, `确定退出${share.sharer.name}的共享吗？退出后将不能再查看或代付这些车辆。`, '退出共享', '已退出共享');
  const ui = useFeedback();
  const headingId = `fs-received-${share.shareId}`;
  const busy = accepting.isLoading || declining.isLoading || ending;
  const answer = async (yes: boolean) => {
    if (busy) return;
    try {
      await (yes ? accept : decline)({ shareId: share.shareId }).unwrap();
      ui.toast(yes ? '已接受共享' : '已拒绝', 3000);
    } catch {
      // the error catalogue has said why
    }
  };
  return (
    <li aria-labelledby={headingId} className={styles.section}>
      <ShareHead share={share} who={share.sharer} headingId={headingId} />
      {share.state === 'pending' ? (
        <div className={styles.actions}>
          <Button size="small" shape="rounded" color="primary" loading={accepting.isLoading} disabled={busy} onClick={() => void answer(true)}>
            接受
          </Button>
          <Button size="small" shape="rounded" fill="outline" loading={declining.isLoading} disabled={busy} onClick={() => void answer(false)}>
            拒绝
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <LinkButton to={shareViewPath(share.shareId)} solid small block={false} label={`查看 ${share.sharer.name} 共享的车辆`}>
            查看车辆
          </LinkButton>
          <Button size="small" shape="rounded" fill="outline" loading={ending} disabled={busy} onClick={() => void onEnd()}>
            退出共享
          </Button>
        </div>
      )}
    </li>
  );
}
