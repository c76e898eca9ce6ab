import { Button, Form, List } from 'antd-mobile';
import type { BoundPlateList } from '@/api/driver/plates.types';
import type { BagApplicationDetail, BagRule } from '@/api/special/types';
import { MaterialsFields } from './MaterialsFields';
import { PlatesField } from './PlatesField';
import { RuleField } from './RuleField';
import { StartDateField } from './StartDateField';
import { plateList } from './useApplyForm';
import type { EditFormState } from './useEditForm';
import '../passes.css';

export const EDIT_FORM_ID = 'pass-edit';

/** The rejected application as submitted, with the lot's reason on top, every field editable in place. */
export function EditForm({ a, rules, plates, state }: { a: BagApplicationDetail; rules: BagRule[]; plates: BoundPlateList; state: EditFormState }) {
  const { form, photos, rule, limit } = state;
  return (
    <div className="ps-stack">
      <section className="ps-note ps-note--danger" aria-label="驳回原因">
        <p>
          <strong>驳回原因：</strong>
          {a.rejectReason ?? '停车场未说明原因'}
        </p>
        <p>请修改有问题的内容，其余内容已为您保留。</p>
      </section>
      <section className="ps-card" aria-label="停车场">
        <h2 className="ps-title">{a.parkName}</h2>
        <p className="ps-weak">{a.parkAddr}</p>
      </section>
      <form id={EDIT_FORM_ID} className="ps-stack" onSubmit={form.submit} noValidate>
        <List mode="card" className="ps-form">
          <Form.Item>
            <RuleField id={form.id('ruleId')} rules={rules} value={form.values.ruleId} onChange={(ruleId) => form.set({ ruleId })} disabled={form.pending} />
            {form.errors.ruleId && (
              <p className="app-field-error" role="alert">
                {form.errors.ruleId}
              </p>
            )}
          </Form.Item>
          <StartDateField
            id={form.id('startDate')}
            value={form.values.startDate}
            onChange={(startDate) => form.set({ startDate })}
            onBlur={() => form.touch('startDate')}
            error={form.errors.startDate}
            disabled={form.pending}
          />
          {rule && (
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
          )}
        </List>
        {rule?.needMaterials === 1 && (
          <List mode="card" className="ps-form" header={<h2 className="ps-section-title">车主及行驶证信息（停车场审核用）</h2>}>
            <MaterialsFields form={form} photos={photos} photoError={form.errors.pictures} />
          </List>
        )}
        {form.formError && (
          <p className="ps-note ps-note--danger" role="alert">
            {form.formError}
          </p>
        )}
      </form>
    </div>
  );
}

export function EditFooter({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" shape="rounded" size="large" type="submit" form={EDIT_FORM_ID} loading={pending} loadingText="提交中…">
      重新提交
    </Button>
  );
}
