import { Button } from 'antd-mobile';
import { useBagRulesQuery } from '@/api/special';
import type { BagRule, BagRuleList } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { Empty, QueryState } from '@/ui/states/States';
import { soldOut } from '../passText';
import { platesAllowed, useBagVehicle } from '../usePlateLimit';
import { LinkButton } from '@/ui/LinkButton';
import { RuleCard } from './RuleCard';
import styles from './LotRules.module.css';

/** 立即办理 opens the rule's notice first: the driver accepts it before the form. */
function ApplyAction({ rule }: { rule: BagRule }) {
  if (soldOut(rule)) {
    return (
      <Button block shape="rounded" disabled>
        已售罄
      </Button>
    );
  }
  return (
    <LinkButton solid to={href(paths.monthlyRuleNotice, { parkId: rule.parkId, ruleId: rule.ruleId })}>
      立即办理
    </LinkButton>
  );
}

export function RuleCards({ list }: { list: BagRuleList }) {
  const bagVehicle = useBagVehicle();
  return (
    <ul className={styles.list} aria-label="月卡规则">
      {list.results.map((r) => (
        <li key={r.ruleId}>
          <RuleCard rule={r} plateLimit={platesAllowed(r.maxPlates, bagVehicle)} action={<ApplyAction rule={r} />} />
        </li>
      ))}
    </ul>
  );
}

/** A lot's rules on sale (special bagMultiRules), each with its terms and 立即办理; a visitor may read them. */
export function LotRules({ parkId }: { parkId: string }) {
  const q = useBagRulesQuery({ parkId });
  return (
    <QueryState
      query={q}
      loading="月卡规则加载中"
      error="月卡规则加载失败"
    >
      {(list) => (
        <section className={styles.stack} aria-labelledby="ps-lot-name">
          <h2 id="ps-lot-name" className={styles.subtitle}>
            {list.parkName}
          </h2>
          {list.results.length === 0 ? <Empty text="该停车场暂无可办理的月卡" /> : <RuleCards list={list} />}
        </section>
      )}
    </QueryState>
  );
}
