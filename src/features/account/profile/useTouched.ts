import { useCallback, useState } from 'react';

/**
 * Which fields' messages to show: a field's once the driver left it (blur), every field's once they tried to
 * submit. Messages are not shouted at a field that was never visited.
 */
export function useTouched<K extends string>() {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const touch = useCallback((k: K) => setTouched((t) => (t[k] ? t : { ...t, [k]: true })), []);
  const shown = useCallback(<T,>(k: K, message: T | null): T | null => (submitted || touched[k] ? message : null), [submitted, touched]);
  return { touch, shown, submit: () => setSubmitted(true) };
}
