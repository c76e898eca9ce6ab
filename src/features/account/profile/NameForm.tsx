import { useState, type FormEvent } from 'react';
import { useLoginInfoQuery } from '@/api/auth';
import { useFormDraft } from '@/ui/useFormDraft';
import { FormField } from './FormField';
import { inlineError } from './serverError';
import { useProfileSaved } from './useProfileSaved';
import { useSingleFlight } from './useSingleFlight';
import { ProfileLoadError, ProfileLoading } from './ProfileStates';

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

const RULE_HINT = '不能包含 / \\ : * ? " < \' > ，首尾不能有空格，最多20个字';

/**
 * One name field under the name rule of spec section 5: the message shows as the driver types; an empty field
 * shows no message (the rule says so) but cannot be saved, nor can an unchanged one. The typed value survives a
 * failed save and a detour to /login (draft in sessionStorage) until a save succeeds.
 */
export function NameForm({ draftKey, label, placeholder, current, validate, save }: NameFormProps) {
  const info = useLoginInfoQuery();
  const [draft, patch, clear] = useFormDraft(draftKey, { name: '', edited: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const { pending, run } = useSingleFlight();
  const saved = useProfileSaved();

  if (info.isLoading) {
    return <ProfileLoading />;
  }
  if (info.isError || !info.data) {
    return <ProfileLoadError text="个人信息加载失败" onRetry={() => void info.refetch()} />;
  }

  const before = current(info.data);
  const value = draft.edited ? draft.name : before;
  const error = validate(value);
  const canSave = value !== '' && value !== before && !error && !pending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    void run(async () => {
      setServerError(null);
      try {
        await save(value);
      } catch (err) {
        setServerError(inlineError(err));
        return;
      }
      clear();
      saved();
    });
  };

  return (
    <form className="pf-form" onSubmit={onSubmit} noValidate>
      <div className="pf-card">
        <FormField
          label={label}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          error={error}
          hint={RULE_HINT}
          onChange={(v) => {
            setServerError(null);
            patch({ name: v, edited: true });
          }}
        />
      </div>
      {serverError ? (
        <p className="pf-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="pf-submit" disabled={!canSave}>
        {pending ? '保存中…' : '保存'}
      </button>
    </form>
  );
}
