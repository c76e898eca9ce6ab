import { driverApi } from './index';
import { Statement, StatementCsv, StatementMailSent, type StatementMailBody, type StatementParams } from './statement.types';

/**
 * The driver's statement and its exports, injected into the driver service with the pages that use them.
 * The statement follows every event that moves money (its tags are the balance's and the wallet's).
 */
export const driverStatementApi = driverApi.injectEndpoints({
  endpoints: (build) => ({
    statement: build.query<Statement, StatementParams>({
      query: (params) => ({ url: '/driver/v2/api/statement', params: { ...params } }),
      responseSchema: Statement,
      providesTags: ['Balance', 'Wallet'],
    }),
    /** Asked when the driver exports: the server writes the file from the same lines the statement shows. */
    statementCsv: build.query<StatementCsv, StatementParams>({
      query: (params) => ({ url: '/driver/v2/api/statement/csv', params: { ...params } }),
      responseSchema: StatementCsv,
      keepUnusedDataFor: 0,
    }),
    mailStatement: build.mutation<StatementMailSent, StatementMailBody>({
      query: (body) => ({ url: '/driver/v2/api/statement/mail', method: 'POST', body }),
      responseSchema: StatementMailSent,
    }),
  }),
});

export const { useStatementQuery, useLazyStatementCsvQuery, useMailStatementMutation } = driverStatementApi;
