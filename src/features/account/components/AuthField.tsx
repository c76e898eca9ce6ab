import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import './authForm.css';

export interface AuthFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  /** The message under the field (validation), or null. */
  error?: string | null;
  /** A hint under the field that is not an error (e.g. a link to register). */
  hint?: ReactNode;
  /** Beside the input: a 获取验证码 button, a show-password toggle. */
  trailing?: ReactNode;
  disabled?: boolean;
}

/** One labelled input of an account form, with its error under it (announced, tied to the input). */
export function AuthField({
  id, label, value, onChange, onBlur, type = 'text', placeholder, inputMode, autoComplete, maxLength, error, hint, trailing, disabled,
}: AuthFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' auth-field-invalid' : ''}`}>
      <label className="auth-field-label" htmlFor={id}>{label}</label>
      <div className="auth-field-row">
        <input
          id={id}
          className="auth-field-input"
          type={type}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {trailing}
      </div>
      {error ? <p id={errorId} className="auth-field-error" role="alert">{error}</p> : null}
      {hint ? <div id={hintId} className="auth-field-hint">{hint}</div> : null}
    </div>
  );
}
