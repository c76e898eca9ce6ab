import { Button } from 'antd-mobile';
import { Fragment, useState } from 'react';
import { useFollowsQuery, useRemoveFollowMutation } from '@/api/driver/members';
import { MAX_FOLLOWS, type FollowMember } from '@/api/driver/members.types';
import { paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { formatDate } from '@/lib/time';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { AddFollowForm } from '../components/AddFollowForm';
import styles from './FllowManagePage.module.css';
import { useMineGroupsQuery } from '@/api/driver/account';
import { relationText } from '../components/relationText';

/**
 * /fllowManage: the people the driver follows and pays for (add, remove), and the fleets they belong to
 * (getMineGroups: the fleet pays for its plates; joined and left through the fleet's administrator).
 */
export function FllowManagePage() {
  return (
    <RequireDriver>
      <ManageBody />
    </RequireDriver>
  );
}

function ManageBody() {
  const follows = useFollowsQuery();
  const groups = useMineGroupsQuery();
  const count = follows.data?.results.length ?? 0;
  return (
    <Page title="亲友管理">
      <div className={styles.stack}>
        <section className={styles.box} aria-labelledby="mb-follows">
          <h2 id="mb-follows">我关注的亲友</h2>
          <QueryState
            query={follows}
            loading="亲友加载中"
            error="亲友加载失败"
            empty={{ when: (d) => d.results.length === 0, text: '还没有关注亲友', description: '添加家人或朋友后，可以为他们的车辆查询和缴费' }}
          >
            {(d) => (
              <ul className={styles.list}>
                {d.results.map((m) => (
                  <FollowRow key={m.memberId} member={m} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        {follows.data && (count < MAX_FOLLOWS ? <AddFollowForm onAdded={() => undefined} /> : <p className={styles.weak}>最多关注 {MAX_FOLLOWS} 位亲友</p>)}
        <LinkButton to={paths.choiceSelf}>为亲友缴费</LinkButton>
        <section className={styles.box} aria-labelledby="mb-family">
          <h2 id="mb-family">家人共享</h2>
          <p className={styles.weak}>把自己的车辆共享给家人：家人可查看充电和停车，按您设定的每月上限代付，并可操作预约车位的车位锁。</p>
        </section>
        <LinkButton to={paths.familyShare}>管理家人共享</LinkButton>
        <section className={styles.box} aria-labelledby="mb-groups">
          <h2 id="mb-groups">我加入的车队</h2>
          <QueryState
            query={groups}
            loading="车队加载中"
            error="车队加载失败"
            empty={{ when: (d) => d.results.length === 0, text: '暂未加入车队', description: '由车队管理员邀请加入后，车队将为指定车辆付费' }}
          >
            {(d) => (
              <ul className={styles.list}>
                {d.results.map((g) => (
                  <li key={g.groupId} className={styles.stack}>
                    <div className={styles.row}>
                      <h3>{g.groupName}</h3>
                      <span className={styles.weak}>{g.roleText}</span>
                    </div>
                    <p className={`${styles.weak} ${styles.facts}`}>
                      <span>{g.memberCount} 名成员</span>
                      {' · 代付车辆 '}
                      {g.plateNos.length === 0 && '无'}
                      {g.plateNos.map((p, i) => (
                        <Fragment key={p}>
                          {i > 0 && '、'}
                          <span>{formatPlate(p)}</span>
                        </Fragment>
                      ))}
                      {' · '}
                      <span>{formatDate(g.joinedAt)} 加入</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </div>
    </Page>
  );
}

function FollowRow({ member }: { member: FollowMember }) {
  const [remove] = useRemoveFollowMutation();
  const [busy, setBusy] = useState(false);
  const ui = useFeedback();
  const headingId = `mb-${member.memberId}`;

  const onRemove = async () => {
    const choice = await ui.dialog({
      content: `确定不再关注${member.name}吗？将不能再为其车辆缴费。`,
      actions: [{ key: 'cancel', text: '取消' }, { key: 'ok', text: '取消关注', primary: true }],
      safeKey: 'cancel',
    });
    if (choice !== 'ok') return;
    setBusy(true);
    try {
      await remove({ memberId: member.memberId }).unwrap();
      ui.toast('已取消关注', 3000);
    } catch {
      setBusy(false);
    }
  };

  return (
    <li aria-labelledby={headingId}>
      <div className={styles.row}>
        <div>
          <h3 id={headingId}>
            {member.name}（{relationText(member.relation)}）
          </h3>
          {/* The phone and each plate keep whole: a line breaks between them, never inside a plate (京 / B·88888). */}
          <p className={`${styles.weak} ${styles.facts}`}>
            <span>{member.phone}</span>
            {' · '}
            {member.plateNos.map((p, i) => (
              <Fragment key={p}>
                {i > 0 && '、'}
                <span>{formatPlate(p)}</span>
              </Fragment>
            ))}
          </p>
        </div>
        {/* antd's outline button borders in the text colour, a glaring white line in dark: a quieter border here. */}
        <Button
          size="small"
          shape="rounded"
          fill="outline"
          className={styles.remove}
          style={{ '--border-color': 'var(--app-color-light)' }}
          loading={busy}
          aria-label={`取消关注 ${member.name}`}
          onClick={() => void onRemove()}
        >
          取消关注
        </Button>
      </div>
    </li>
  );
}
