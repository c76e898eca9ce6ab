import { allCalls } from '@/api/calls';
import { MALFORMED_ANSWER, malformedMessages } from '@/api/apiError';
import { publicityApi } from '@/api/publicity';
import { backend } from '../support/mockServer';
import { takeContractBreaks, typedQuery } from '../support/contractCheck';
import { storeWithFakes } from '../support/store';
import { NewsListParams } from '@/api/publicity/types';

const mockRoutes = () => backend.router.routes.filter((r) => !r.template.startsWith('/__mock/')).map((r) => `${r.method} ${r.template}`).sort();

test('every call the mock answers is in the contract, and every call of the contract is answered by the mock', () => {
  const contract = Object.keys(allCalls).sort();
  expect(mockRoutes().filter((k) => !contract.includes(k))).toEqual([]);
  expect(contract.filter((k) => !mockRoutes().includes(k))).toEqual([]);
});

/** Replaces one mock route's handler for this test (the backend is reset after each, its routes are not). */
function drift(key: string, alter: (answer: unknown) => unknown) {
  const route = backend.router.routes.find((r) => `${r.method} ${r.template}` === key)!;
  const handler = route.handler;
  route.handler = async (ctx) => alter(await handler(ctx));
  return () => { route.handler = handler; };
}

test('a handler whose answer drifts from its schema fails the test that called it, naming the path', async () => {
  const restore = drift('GET /publicity/v2/api/news', (a) => ({ ...(a as object), total: '12' }));
  try {
    const { store } = storeWithFakes();
    const read = store.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 1, pageSize: 10 }));
    const result = await read;
    read.unsubscribe();
    expect(takeContractBreaks()).toEqual(['GET /publicity/v2/api/news answer broke the contract at: total']);
    // The app refuses the same answer: an error the page shows as 数据异常, the path (never the value) with it.
    expect(result.error).toEqual({ code: MALFORMED_ANSWER, msg: malformedMessages.query, status: 200, paths: ['total'] });
    expect(result.data).toBeUndefined();
  } finally {
    restore();
  }
});

test('the answer is checked where it broke, the value never: a money string is refused with its path only', async () => {
  const restore = drift('GET /publicity/v2/api/news', (a) => ({ ...(a as object), results: [{ newsId: 'N1', title: '13800138000' }] }));
  try {
    const { store } = storeWithFakes();
    const read = store.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 1, pageSize: 10 }));
    const result = await read;
    read.unsubscribe();
    takeContractBreaks();
    const logged = JSON.stringify(store.debugLog.actions().map((a) => a.action));
    expect(logged).toContain('results.0.summary');
    expect(logged).not.toContain('13800138000');
    expect(result.error).toMatchObject({ code: MALFORMED_ANSWER });
  } finally {
    restore();
  }
});

test('extra fields pass: a newer server may add them', async () => {
  const restore = drift('GET /publicity/v2/api/news', (a) => ({ ...(a as object), addedLater: { any: 'thing' } }));
  try {
    const { store } = storeWithFakes();
    const read = store.dispatch(publicityApi.endpoints.newsList.initiate({ pageNo: 1, pageSize: 10 }));
    const result = await read;
    read.unsubscribe();
    expect(takeContractBreaks()).toEqual([]);
    expect(result.data?.results.length).toBeGreaterThan(0);
  } finally {
    restore();
  }
});

test('a query string is read as a server binds it: numbers from text, text left alone', () => {
  expect(typedQuery(NewsListParams, { pageNo: '1', pageSize: '10', driverDealerId: '007' })).toEqual({ pageNo: 1, pageSize: 10, driverDealerId: '007' });
});

test('a change whose answer broke the contract says the result could not be read, and does not claim it failed', async () => {
  const { store, ui } = storeWithFakes();
  // A service's rejected change as RTK Query dispatches it (a type no service slice reduces, so only the saga sees it).
  store.dispatch({
    type: 'someApi/executeMutation/rejected',
    payload: { code: MALFORMED_ANSWER, msg: malformedMessages.mutation, status: 200, paths: ['state'] },
    meta: { arg: { type: 'mutation', endpointName: 'topUp' }, rejectedWithValue: true, requestStatus: 'rejected', requestId: 'r1' },
    error: { message: 'Rejected' },
  });
  expect(ui.toasts.map((t) => t.text)).toEqual([malformedMessages.mutation]);
});
