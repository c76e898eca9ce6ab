import { Button, Form, List } from 'antd-mobile';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { BagRule } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { perPeriod, soldOut } from '../passText';
import { DisabledOnlyNote } from './DisabledOnlyNote';
import { MaterialsFields } from './MaterialsFields';
import { NoticeCheck } from './NoticeCheck';
import { PlatesField } from './PlatesField';
import { RuleField } from './RuleField';
import { StartDateField } from './StartDateField';
import { plateList, type ApplyFormState } from './useApplyForm';
import '../passes.css';

export const APPLY_FORM_ID = 'pass-apply';

interface Props {
  parkId: string;
  parkName: string;
  rules: BagRule[];
  rule: BagRule;
  plates: BoundPlateList;
  state: ApplyFormState;
  onRule: (ruleId: string) => void;
}

/** The application: rule, first day, plates, the owner's materials when the rule asks, the notice accepted. */
export function ApplyForm({ parkId, parkName, rules, rule, plates, state, onRule }: Props) {
  const { form, photos, limit, agree } = state;
  return (
    <div className="ps-stack">
      <section className="ps-card" aria-label="停车场">
        <h2 className="ps-title">{parkName}</h2>
        <p className="ps-weak">{rule.description}</p>
      </section>
      {soldOut(rule) && (
        <p className="ps-note" role="alert">
          该月卡名额已满，请选择其他月卡
        </p>
      )}
      {rule.disabledOnly === 1 && <DisabledOnlyNote />}
      <form id={APPLY_FORM_ID} className="ps-stack" onSubmit={form.submit} noValidate>
        <List mode="card" className="ps-form">
          <Form.Item>
            <RuleField id={`${APPLY_FORM_ID}-rule`} rules={rules} value={rule.ruleId} onChange={onRule} disabled={form.pending} />
          </Form.Item>
          <StartDateField
            id={form.id('startDate')}
            value={form.values.startDate}
            onChange={(startDate) => form.set({ startDate })}
            onBlur={() => form.touch('startDate')}
            error={form.errors.startDate}
            disabled={form.pending}
          />
          <Form.Item>
            <PlatesField
              id={form.id('plates')}
              plates={plates.results}
              colours={rule.plateColors}
              limit={limit}
              value={plateList(form.values.plates)}
              onChange={(list) => {
                form.set({ plates: list.join(',') });
                form.touch('plates');
              }}
              error={form.errors.plates}
              disabled={form.pending}
              canAdd={plates.results.length < plates.maxCount}
            />
          </Form.Item>
        </List>
        {rule.needMaterials === 1 && (
          <List mode="card" className="ps-form" header={<h2 className="ps-section-title">车主及行驶证信息（停车场审核用）</h2>}>
            <MaterialsFields form={form} photos={photos} photoError={form.errors.pictures} />
          </List>
        )}
        <div className="ps-card">
          <NoticeCheck id={form.id('agreed')} parkId={parkId} ruleId={rule.ruleId} checked={form.values.agreed} onChange={agree} error={form.errors.agreed} />
        </div>
        {form.formError && (
          <p className="ps-note ps-note--danger" role="alert">
            {form.formError}
          </p>
        )}
      </form>
    </div>
  );
}

/** The pinned bar: what one period costs, and 提交申请 (the rule decides whether the lot reviews first). */
export function ApplyFooter({ rule, pending }: { rule: BagRule; pending: boolean }) {
  return (
    <div className="ps-footer">
      <p className="ps-footer-total">
        <span className="ps-weak">{perPeriod(rule.periodType)} </span>
        <strong>{rule.price === 0 ? '免费' : formatMoney(rule.price)}</strong>
      </p>
      <Button color="primary" shape="rounded" size="large" type="submit" form={APPLY_FORM_ID} loading={pending} loadingText="提交中…" disabled={soldOut(rule)}>
        {rule.needMaterials ? '提交审核' : '提交申请'}
      </Button>
    </div>
  );
}
