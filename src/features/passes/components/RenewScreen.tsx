import { useId, useState } from 'react';
import { useCheckRenewableQuery } from '@/api/special';
import { useBagPassQuery } from '@/api/special/passes';
import type { BagPass, BagRule, RenewableResult } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { PayBar } from '@/payment/ui/PayBar';
import { useChannels } from '@/payment/ui/useChannels';
import { usePayAction } from '@/payment/ui/usePayAction';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState, type QueryLike } from '@/ui/states/States';
import { renewalPayKey } from '../keys';
import { leftText, renewedLastDay, soldOut } from '../passText';
import { LinkButton } from '@/ui/LinkButton';
import { PaymentNotice } from '@/payment/ui/PaymentNotice';
import { PeriodsField, PeriodsPrice } from './PeriodsField';
import { PassPlateBadges } from './PassPlateBadges';
import { useRenewRequestId } from './useRenewRequestId';
import { FRESH } from '@/api/fresh';
import styles from './RenewScreen.module.css';

const TITLE = '月卡续费';

/** The rules this pass may continue with (the lot's on sale that take its plates), its own first. */
function RuleChoice({ rules, value, onChange, disabled }: { rules: BagRule[]; value: string; onChange: (id: string) => void; disabled: boolean }) {
  const id = useId();
  return (
    <section className={styles.card}>
      <ChoiceRadios
        id={id}
        legend="续费月卡类型"
        value={value}
        onChange={onChange}
        disabled={disabled}
        choices={rules.map((r) => ({
          value: r.ruleId,
          label: (
            <>
              <span>{r.ruleName}</span>
              <span className={styles.weak}>
                {r.timeRangeText} · {leftText(r.leftNum)}
              </span>
            </>
          ),
          side: (
            <span className={styles.money}>
              {r.price === 0 ? '免费' : formatMoney(r.price)}/{r.periodType}
            </span>
          ),
          disabled: soldOut(r),
        }))}
      />
    </section>
  );
}

function Renew({ pass, check }: { pass: BagPass; check: RenewableResult }) {
  const rules = check.rules;
  const own = rules.find((r) => r.ruleId === pass.ruleId && !soldOut(r));
  const [ruleId, setRuleId] = useState(() => (own ?? rules.find((r) => !soldOut(r)) ?? rules[0])?.ruleId ?? '');
  const [periods, setPeriods] = useState(1);
  const rule = rules.find((r) => r.ruleId === ruleId);
  const key = renewalPayKey(pass.bagId);
  const action = usePayAction(key);
  const amount = (rule?.price ?? 0) * periods;
  const channels = useChannels(pass.parkId, amount);
  const requestId = useRenewRequestId(pass.bagId, `${ruleId}:${periods}`, action.entry);
  const lapsed = pass.state === 5;

  const request =
    rule && channels.channel !== null
      ? {
        key, kind: 'bagRenewal' as const, order: { bagId: pass.bagId, ruleId: rule.ruleId, periods, requestId },
        landing: href(paths.mounthlyDetail, { bagId: pass.bagId }), channel: channels.channel,
      }
      : null;

  return (
    <Page title={TITLE} fallback={href(paths.mounthlyDetail, { bagId: pass.bagId })} footer={<PayBar totalLabel="应付" amountCents={amount} payee={pass.parkName} action={action} request={request} />}>
      <div className={styles.stack}>
        {/* A paid renewal is shown on the pass it lands on; here only one that did not go through. */}
        <PaymentNotice entry={action.entry?.status === 'paid' ? undefined : action.entry} paidText="续费成功，有效期已延长" />
        <section className={styles.card} aria-label="续费的月卡">
          <h2 className={styles.title}>{pass.parkName}</h2>
          <p className={styles.weak}>
            {pass.ruleName} · {lapsed ? `已于${pass.endDate}到期` : `有效期至${pass.endDate}`}
          </p>
          <PassPlateBadges plates={pass.plates} />
        </section>
        <RuleChoice rules={rules} value={ruleId} onChange={setRuleId} disabled={action.busy} />
        {rule && (
          <section className={styles.card} aria-label="续费时长">
            <PeriodsField months={rule.months} value={periods} onChange={setPeriods} disabled={action.busy} />
            <PeriodsPrice price={rule.price} periodType={rule.periodType} periods={periods} />
            <p className={styles.line}>
              <span>续费后有效期至</span>
              <strong>{renewedLastDay(pass.endTime, rule.months * periods)}</strong>
            </p>
            <p className={styles.weak}>{lapsed ? '月卡已过期，续费自今日起计算' : '续费自原到期日起连续计算，不影响当前使用'}</p>
            {rule.needMaterials === 1 && <p className={styles.weak}>续费沿用已审核通过的行驶证材料，无需重新上传</p>}
          </section>
        )}
        <ChannelPicker channels={channels} />
      </div>
    </Page>
  );
}

/** Not renewable now: why, in the lot's words, and what to do instead. */
function NotRenewable({ pass, reason }: { pass: BagPass; reason: string }) {
  return (
    <Page title={TITLE} fallback={href(paths.mounthlyDetail, { bagId: pass.bagId })}>
      <Empty text="暂不能续费" description={reason}>
        <div className={styles.actions}>
          {pass.state !== 4 && (
            <LinkButton solid to={href(paths.monthParking, { parkId: pass.parkId })}>
              重新办理
            </LinkButton>
          )}
          <LinkButton to={href(paths.mounthlyDetail, { bagId: pass.bagId })}>查看月卡</LinkButton>
        </div>
      </Empty>
    </Page>
  );
}

/**
 * Renewing one pass: checkRenewable first (not renewable: why); then the rule to continue with, how long, the new
 * end (from the old end, or today if it has lapsed), the channel; paid through the payment saga, which lands on
 * the pass. One request key per renewal, so a double tap or a reload pays once.
 */
export function RenewScreen({ bagId }: { bagId: string }) {
  const check = useCheckRenewableQuery({ bagId }, { refetchOnMountOrArgChange: true });
  const pass = useBagPassQuery({ bagId }, FRESH);
  if (check.data && pass.data) {
    if (!check.data.renewable) return <NotRenewable pass={pass.data} reason={check.data.reason ?? '该月卡暂不能续费'} />;
    return <Renew pass={pass.data} check={check.data} />;
  }
  const waiting: QueryLike<unknown> = check.data ? pass : check;
  return (
    <Page title={TITLE} fallback={paths.myMounthlyPay}>
      <QueryState query={waiting} loading="正在查询能否续费" error={check.data ? '月卡加载失败' : '续费信息加载失败'}>
        {() => null}
      </QueryState>
    </Page>
  );
}
