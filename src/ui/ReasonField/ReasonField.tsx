import type { ReactNode } from 'react';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';

export interface ReasonFieldProps<R extends string> {
  /** The id of the first radio (`form.id('reason')`): the focus goes there when no reason was chosen. */
  id: string;
  /** The reasons to choose from, in the order shown (the feature's own list). */
  reasons: readonly R[];
  /** The chosen reason, null for none yet. */
  value: R | null;
  onChange: (reason: R) => void;
  /** The group's name, read before each choice; 申诉原因 unless said. */
  legend?: string;
  /** What the choice means, read with the group. */
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Why the driver complains: one of the feature's reasons, as chips that are real radios in a named group (one Tab
 * stop, the arrows choose, a screen reader says 申诉原因 and each reason), with the message under it.
 */
export function ReasonField<R extends string>({ id, reasons, value, onChange, legend = '申诉原因', hint, error, disabled }: ReasonFieldProps<R>) {
  return (
    <ChoiceRadios
      id={id}
      legend={legend}
      hint={hint}
      chips
      choices={reasons.map((r) => ({ value: r, label: r }))}
      value={value ?? ''}
      onChange={(v) => {
        const reason = asReason(reasons, v);
        if (reason) onChange(reason);
      }}
      error={error}
      disabled={disabled}
    />
  );
}

/** A reason kept as text (a draft, a URL): one of `reasons`, or null when it is none of them (a stale draft). */
export function asReason<R extends string>(reasons: readonly R[], value: string): R | null {
  return (reasons as readonly string[]).includes(value) ? (value as R) : null;
}
