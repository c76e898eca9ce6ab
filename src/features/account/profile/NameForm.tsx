import { Button, Input } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useLoginInfoQuery } from '@/api/auth';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { QueryState } from '@/ui/states/States';
import { NAME_RULE_HINT } from './nameRules';
import { inlineError } from './serverError';
import { useProfileSaved } from './useProfileSaved';
import styles from './NameForm.module.css';

export interface NameFormProps {
  /** sessionStorage key of the draft. */
  draftKey: string;
  label: string;
  placeholder: string;
  /** The value the profile holds now. */
  current: (info: { userName: string; nickName: string }) => string;
  validate: (name: string) => string | null;
  save: (name: string) => Promise<unknown>;
}

type EditorProps = Omit<NameFormProps, 'current'> & { before: string };

function NameEditor({ draftKey, label, placeholder, before, validate, save }: EditorProps) {
  const saved = useProfileSaved();
  // `edited` tells a typed-then-emptied field from one not touched yet (which shows the current name).
  const form = useForm({
    initial: { name: '', edited: false },
    draftKey,
    showErrors: 'change',
    validate: (v) => ({ name: validate(v.edited ? v.name : before) }),
    onSubmit: async (v, { setFieldError, clear }) => {
      const name = v.edited ? v.name : before;
      if (name === '' || name === before) return;
      try {
        await save(name);
      } catch (err) {
        setFieldError('name', inlineError(err));
        return;
      }
      clear();
      saved();
    },
  });
  const value = form.values.edited ? form.values.name : before;
  const canSave = value !== '' && value !== before && !form.invalid && !form.pending;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <CardList>
        <Field id={form.id('name')} label={label} error={form.errors.name} hint={NAME_RULE_HINT}>
          <Input
            id={form.id('name')}
            autoComplete="off"
            placeholder={placeholder}
            value={value}
            onChange={(name) => form.set({ name, edited: true })}
          />
        </Field>
      </CardList>
      <Button type="submit" block color="primary" shape="rounded" size="large" disabled={!canSave}>
        {form.pending ? '保存中…' : '保存'}
      </Button>
    </form>
  );
}

/**
 * One name field under the name rule of spec section 5: the message shows as the driver types; an empty field
 * shows no message (the rule says so) but cannot be saved, nor can an unchanged one. The typed value survives a
 * failed save and a detour to /login (draft in sessionStorage) until a save succeeds.
 */
export function NameForm({ current, ...props }: NameFormProps) {
  const info = useLoginInfoQuery();
  return (
    <QueryState query={info} loading="个人信息加载中" error="个人信息加载失败">
      {(data) => <NameEditor {...props} before={current(data)} />}
    </QueryState>
  );
}
