import { Radio } from 'antd-mobile';
import type { ReactNode } from 'react';
import './choiceRadios.css';

export interface Choice {
  value: string;
  label: ReactNode;
  side?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled group of choices drawn as rows (or chips), each a real radio the keyboard and screen readers reach.
 * `id` goes on the first choice, where focus lands when the form refuses a submit.
 */
export function ChoiceRadios({ id, legend, choices, value, onChange, error, disabled, chips }: {
  id: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  disabled?: boolean;
  chips?: boolean;
}) {
  const errorId = `${id}-error`;
  const firstEnabled = Math.max(0, choices.findIndex((c) => !c.disabled));
  return (
    <fieldset className="choice-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Radio.Group value={value || null} onChange={(v) => onChange(v === null ? '' : String(v))} disabled={disabled}>
        <div className={chips ? 'choice-chips' : 'choice-rows'}>
          {choices.map((c, i) => (
            <Radio key={c.value} id={i === firstEnabled ? id : undefined} value={c.value} className={chips ? 'choice-chip' : 'choice-row'} disabled={c.disabled}>
              {chips ? (
                c.label
              ) : (
                <>
                  <span className="choice-row-main">{c.label}</span>
                  {c.side !== undefined && <span className="choice-row-side">{c.side}</span>}
                </>
              )}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {error && (
        <p id={errorId} className="app-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
