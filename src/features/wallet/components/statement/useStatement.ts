import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStatementQuery } from '@/api/driver/statement';
import type { StatementParams } from '@/api/driver/statement.types';
import { readStatementParams, serverMonth, writeStatementParams } from './statementRange';

/**
 * The statement the address asks for, on the server's clock: without dates it is the server's current month, learnt
 * from the last answer's serverTime (until the first answer, the phone's Beijing month is the guess). Changing the
 * range or a filter writes the address (replace: the filters are one place in history, as the movements' are).
 */
export function useStatement() {
  const [search, setSearch] = useSearchParams();
  const [serverTime, setServerTime] = useState<string | undefined>(undefined);
  const params = readStatementParams(search, serverMonth(serverTime));
  const query = useStatementQuery(params);
  const answered = query.data?.serverTime;
  useEffect(() => {
    if (answered) setServerTime(answered);
  }, [answered]);
  const change = (next: StatementParams) => setSearch(writeStatementParams(search, next), { replace: true });
  return { params, query, serverTime, change };
}
