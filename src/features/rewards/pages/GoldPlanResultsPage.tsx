import { ProgressBar } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useGoldPlanResultsQuery } from '@/api/driver/rewards';
import type { GoldPlanResult } from '@/api/driver/rewards.types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import shared from './layout.module.css';
import styles from './GoldPlanResultsPage.module.css';

/**
 * /goldPlanResults[?campaignId]: the 金牌计划 campaigns the driver joined and how each went: progress while it
 * runs, qualified or not once ended, and the reward to claim. With campaignId only that campaign is shown.
 */
export function GoldPlanResultsPage() {
  return (
    <RequireDriver>
      <GoldPlanBody />
    </RequireDriver>
  );
}

function GoldPlanBody() {
  const [params] = useSearchParams();
  const campaignId = params.get('campaignId');
  const q = useGoldPlanResultsQuery();
  const only = (d: { results: GoldPlanResult[] }) => (campaignId ? d.results.filter((c) => c.campaignId === campaignId) : d.results);
  return (
    <Page title="金牌计划">
      <QueryState
        query={q}
        loading="活动结果加载中"
        error="活动结果加载失败"
        empty={{ when: (d) => only(d).length === 0, text: campaignId ? '未参加该活动' : '您还没有参加金牌计划', description: '参加活动并完成任务即可获得停车券奖励' }}
      >
        {(d) => (
          <ul className={styles.list} aria-label="我参加的活动">
            {only(d).map((c) => (
              <Campaign key={c.campaignId} c={c} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

const TAG = { running: styles.tagRunning, ok: styles.tagOk, ended: styles.tagEnded };

function verdict(c: GoldPlanResult): { text: string; tag: keyof typeof TAG } {
  if (c.state === UNKNOWN) return { text: '未知', tag: 'ended' };
  if (c.state === 'running') return { text: c.qualified ? '已达标，活动结束后发放奖励' : `进行中，还差 ${c.target - c.progress} 笔`, tag: 'running' };
  return c.qualified ? { text: `恭喜达标，获得${c.rewardTitle}`, tag: 'ok' } : { text: '很遗憾，未达标', tag: 'ended' };
}

function Campaign({ c }: { c: GoldPlanResult }) {
  const v = verdict(c);
  const headingId = `rw-${c.campaignId}`;
  const shown = Math.min(c.progress, c.target);
  return (
    <li className={`${shared.box} ${shared.stack}`} aria-labelledby={headingId}>
      <div className={styles.row}>
        <h2 id={headingId}>{c.title}</h2>
        <span className={`${styles.tag} ${c.state === 'running' ? styles.tagRunning : styles.tagEnded}`}>{c.stateText}</span>
      </div>
      <p className={shared.weak}>
        {c.startDate} 至 {c.endDate} · {c.taskText}
      </p>
      <div role="progressbar" aria-label={`${c.title} 进度`} aria-valuemin={0} aria-valuemax={c.target} aria-valuenow={shown} aria-valuetext={`已完成 ${c.progress} 笔，目标 ${c.target} 笔`}>
        <ProgressBar percent={(shown / c.target) * 100} text={`${c.progress}/${c.target}`} />
      </div>
      <p className={`${styles.tag} ${TAG[v.tag]}`}>{v.text}</p>
      {c.rewardId && (
        <LinkButton to={href(paths.receiveRewards, { rewardId: c.rewardId })}>去领取奖励</LinkButton>
      )}
    </li>
  );
}
