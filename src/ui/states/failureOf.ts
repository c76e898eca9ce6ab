import { isDefiniteRefusal } from '@/api/apiError';

/**
 * What a screen built from several reads says failed: a definite refusal among them first (the server said no; asking
 * again is no use), else the first error. For LoadFailed's `error`.
 */
export function failureOf(...reads: { isError: boolean; error?: unknown }[]): unknown {
  const errors = reads.filter((r) => r.isError).map((r) => r.error);
  return errors.find(isDefiniteRefusal) ?? errors[0];
}
