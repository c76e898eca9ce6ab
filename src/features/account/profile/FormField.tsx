import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The inline message under the field (validation or the server's refusal), or null. */
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input (the send-code button). */
  addon?: ReactNode;
}

/** One labelled input with its inline message; the message is announced (role alert) and tied to the input. */
export function FormField({ label, value, onChange, error, hint, addon, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`pf-field${error ? ' pf-field--error' : ''}`}>
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
      <div className="pf-control">
        <input
          id={id}
          className="pf-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p className="pf-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        // A div: a hint may be a block (the password rules list), which a <p> may not hold.
        <div className="pf-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
