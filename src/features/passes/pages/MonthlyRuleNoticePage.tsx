import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBagRulesQuery } from '@/api/special';
import type { BagRule } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { RuleFacts, RulePrice, RuleTags } from '../components/RuleCard';
import { soldOut } from '../passText';
import { setNoticeAccepted } from '../storage';
import { usePlateLimit } from '../usePlateLimit';
import styles from './MonthlyRuleNoticePage.module.css';

const TITLE = '月卡办理须知';

function Notice({ rule, parkName }: { rule: BagRule; parkName: string }) {
  const limit = usePlateLimit(rule.maxPlates);
  const lines = rule.notice.split('\n').filter((l) => l.trim());
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="ps-rule-h">
        <div className={styles.line}>
          <div>
            <h2 id="ps-rule-h" className={styles.title}>
              {rule.ruleName}
            </h2>
            <p className={styles.weak}>{parkName}</p>
          </div>
          <RulePrice rule={rule} />
        </div>
        <RuleTags rule={rule} />
        <RuleFacts rule={rule} plateLimit={limit} />
      </section>
      <section className={styles.card} aria-labelledby="ps-notice-h">
        <h2 id="ps-notice-h">办理须知</h2>
        <ol className={styles.notice}>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * /monthlyRuleNotice?parkId&ruleId: the rule's terms and notice, which the driver accepts before applying.
 * 我已阅读并同意 remembers it for this visit and goes on to the form (back to it, when opened from the form).
 */
export function MonthlyRuleNoticePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const parkId = search.get('parkId') ?? '';
  const ruleId = search.get('ruleId') ?? '';
  const fromForm = search.get('from') === 'form';
  const rules = useBagRulesQuery({ parkId }, { skip: !parkId });
  const rule = rules.data?.results.find((r) => r.ruleId === ruleId);

  const accept = () => {
    setNoticeAccepted(ruleId, true);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (fromForm && idx > 0) navigate(-1);
    else navigate(href(paths.mounthlyNotarize, { parkId, ruleId }), { replace: true });
  };

  const footer = rule ? (
    <Button block color="primary" shape="rounded" size="large" disabled={soldOut(rule)} onClick={accept}>
      {soldOut(rule) ? '该月卡名额已满' : '我已阅读并同意'}
    </Button>
  ) : undefined;

  return (
    <Page title={TITLE} fallback={parkId ? href(paths.monthParking, { parkId }) : paths.monthParking} footer={footer}>
      {!parkId || !ruleId ? (
        <Empty text="缺少月卡信息，请从月卡列表进入" />
      ) : (
        <QueryState query={rules} loading="办理须知加载中" error="办理须知加载失败">
          {(list) => (rule ? <Notice rule={rule} parkName={list.parkName} /> : <Empty text="该月卡已停售" description="请选择该停车场的其他月卡" />)}
        </QueryState>
      )}
    </Page>
  );
}
