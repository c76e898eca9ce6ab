import { emailProblem } from '@/lib/email';
import { readStored, writeStored } from '@/session/storage';

/** Why the statement cannot go to this address, or null. The rule is the invoices' (lib/email); only the empty field is asked in the statement's words. */
export function statementEmailProblem(raw: string): string | null {
  return raw.trim() === '' ? '请填写接收账单的邮箱' : emailProblem(raw);
}

/** The address the last statement went to on this phone: the dialog starts from it. */
export const lastStatementEmail = (): string => readStored('statementEmail') ?? '';
export const rememberStatementEmail = (email: string): void => writeStored('statementEmail', email);
