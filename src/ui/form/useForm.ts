import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SECRET_FIELDS, useFormDraft } from './useFormDraft';

type Key<T> = keyof T & string;

/** A message per field (null or missing: the field is fine). */
export type FieldErrors<T> = Partial<Record<Key<T>, string | null | undefined>>;

/**
 * When a field's own message shows:
 * - 'submit': after a submit was tried, until the driver edits that field again (sign-in forms: no scolding while
 *   typing, the message comes back on the next try);
 * - 'touched': once the field was left (blur) or a submit was tried, then live as the driver types;
 * - 'change': always, live (a single field whose rule is best learnt while typing).
 */
export type ShowErrors = 'submit' | 'touched' | 'change';

export interface SubmitHelpers<T> {
  /** The server refused a field: shown at once (whatever ShowErrors says), focus goes there, gone once edited. */
  setFieldError: (name: Key<T>, message: string | null) => void;
  /** A refusal that is about no one field: shown above the button until anything is edited. */
  setFormError: (message: string | null) => void;
  /** Forget the draft and go back to the initial values (after a successful submit). */
  clear: () => void;
}

export interface UseFormOptions<T extends object> {
  initial: T;
  /** sessionStorage key: what is typed survives a reload and a detour to /login. Omit to keep it in memory. */
  draftKey?: string;
  /** Fields that never reach storage (default: passwords and codes, SECRET_FIELDS). */
  secret?: readonly string[];
  /** The messages for these values; pure, called on every render. */
  validate?: (values: T) => FieldErrors<T>;
  showErrors?: ShowErrors;
  /** Runs only when nothing is invalid, and never twice at once. Catch what you expect inside. */
  onSubmit: (values: T, helpers: SubmitHelpers<T>) => Promise<void> | void;
}

export interface FormApi<T extends object> {
  values: T;
  /** Change fields (clears their server refusals and the form-level one). */
  set: (patch: Partial<T>) => void;
  /** The messages to show now, by field: validation (per ShowErrors) or the server's. */
  errors: FieldErrors<T>;
  /** Whether any field is invalid right now, shown or not (to disable a save button, say). */
  invalid: boolean;
  formError: string | null;
  /** A submit is in flight. */
  pending: boolean;
  /** The DOM id the field's control must carry (focus on the first invalid field finds it by this id). */
  id: (name: Key<T>) => string;
  /** The field was left: its message may show (ShowErrors 'touched'). */
  touch: (name: Key<T>) => void;
  /** Validate, focus the first invalid field or run onSubmit. For a <form onSubmit> or a button's onClick. */
  submit: (event?: { preventDefault(): void }) => void;
  setFieldError: SubmitHelpers<T>['setFieldError'];
  setFormError: SubmitHelpers<T>['setFormError'];
  /** Hide every message as if nothing had been tried yet (the form changed shape, e.g. another sign-in way). */
  resetErrors: () => void;
  clear: () => void;
}

function firstInDocument(elements: HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/**
 * One form's state: values (drafted in sessionStorage, secrets in memory only), inline messages per field, a
 * single flight (a second submit while one is in flight does nothing, even before React re-renders), and on a
 * refused submit the focus on the first invalid field in page order, so keyboard and screen-reader users land on
 * what needs fixing. Works with antd-mobile Input/Checkbox (they pass `id` to the native control) or plain inputs.
 */
export function useForm<T extends object>(options: UseFormOptions<T>): FormApi<T> {
  const { initial, draftKey, secret = SECRET_FIELDS, validate, showErrors = 'touched', onSubmit } = options;
  const [values, patch, clearDraft] = useFormDraft<T>(draftKey ?? null, initial, secret);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // 'submit' mode: fields edited since the last try hide their message until the next one.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const base = useId();
  const id = useCallback((name: Key<T>) => `${base}-${name}`, [base]);

  // Focus moves after the render that shows the messages, so the field is announced with its message.
  const [focusRequest, setFocusRequest] = useState<{ names: string[] } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const found = focusRequest.names.map((n) => document.getElementById(`${base}-${n}`)).filter((e): e is HTMLElement => e !== null);
    firstInDocument(found)?.focus();
  }, [focusRequest, base]);

  const validation: FieldErrors<T> = validate ? validate(values) : {};
  const invalidNames = (Object.keys(validation) as Key<T>[]).filter((k) => validation[k]);
  const shows = (k: Key<T>) =>
    showErrors === 'change' || (showErrors === 'touched' ? submitted || touched.has(k) : submitted && !edited.has(k));
  const errors: FieldErrors<T> = {};
  for (const k of invalidNames) if (shows(k)) errors[k] = validation[k];
  for (const k of Object.keys(serverErrors) as Key<T>[]) if (serverErrors[k]) errors[k] = serverErrors[k];

  const set = useCallback(
    (p: Partial<T>) => {
      patch(p);
      const keys = Object.keys(p);
      setEdited((s) => new Set([...s, ...keys]));
      setServerErrors((e) => (keys.some((k) => k in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))) : e) as FieldErrors<T>);
      setFormError(null);
    },
    [patch],
  );

  const touch = useCallback((name: Key<T>) => setTouched((s) => (s.has(name) ? s : new Set([...s, name]))), []);

  const setFieldError = useCallback((name: Key<T>, message: string | null) => {
    setServerErrors((e) => ({ ...e, [name]: message }));
    if (message) setFocusRequest({ names: [name] });
  }, []);

  const resetErrors = useCallback(() => {
    setSubmitted(false);
    setTouched(new Set());
    setEdited(new Set());
    setServerErrors({});
    setFormError(null);
  }, []);

  const clear = useCallback(() => {
    clearDraft();
    resetErrors();
  }, [clearDraft, resetErrors]);

  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    setEdited(new Set());
    if (invalidNames.length > 0) {
      setFocusRequest({ names: invalidNames });
      return;
    }
    busy.current = true;
    setPending(true);
    setFormError(null);
    void (async () => {
      try {
        await onSubmit(values, { setFieldError, setFormError, clear });
      } catch (e) {
        // onSubmit catches what it expects; anything else is a bug, but the driver still gets a way on.
        console.error(e);
        setFormError('操作失败，请稍后重试');
      } finally {
        busy.current = false;
        setPending(false);
      }
    })();
  };

  return {
    values, set, errors, invalid: invalidNames.length > 0, formError, pending, id, touch, submit, setFieldError, setFormError, resetErrors, clear,
  };
}
