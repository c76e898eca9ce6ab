import { Radio } from 'antd-mobile';
import './customerService.css';

interface Props {
  /** The id of the first radio (focus goes there when nothing was chosen). */
  id: string;
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** 问题分类 as chips in a named group. */
export function CategoryField({ id, categories, value, onChange, error, disabled }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="cs-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>问题分类</legend>
      <Radio.Group value={value || null} onChange={(v) => onChange(String(v))} disabled={disabled}>
        <div className="cs-chips">
          {categories.map((c, i) => (
            <Radio key={c} value={c} id={i === 0 ? id : undefined} className="cs-chip">
              {c}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {error && (
        <div id={errorId} className="app-field-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
