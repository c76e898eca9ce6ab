import configureMockStore from 'redux-mock-store';
import createSagaMiddleware from 'redux-saga';
import { errorRaised } from '@/api/apiError';
import { rootSaga } from '@/app/rootSaga';
import { serviceApis } from '@/api';
import { madeServiceApis } from '@/api/serviceApis';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';

/**
 * The exact actions the catalogue saga dispatches, for ops staff who read them in DevTools: a sign-in row
 * becomes one signedOutByServer, one loggedOut and a cache reset per service, in that order.
 */
test('0xd12501001 dispatches signedOutByServer, loggedOut, then forgets every service cache', () => {
  const sagas = createSagaMiddleware({ context: { ui: fakeUi(), navigator: fakeNavigator('/mine'), platform: fakePlatform() } });
  const store = configureMockStore([sagas])({});
  sagas.run(rootSaga);

  store.dispatch(errorRaised({ code: '0xd12501001', msg: '请先登录', endpoint: 'GET /x', silent: false }));

  expect(store.getActions().map((a: { type: string }) => a.type)).toEqual([
    'api/errorRaised',
    'session/signedOutByServer',
    'session/loggedOut',
    // Every service made (importing @/api makes all twelve), in the order they were made.
    ...madeServiceApis().map((api) => `${api.reducerPath}/resetApiState`),
  ]);
  expect(madeServiceApis()).toHaveLength(serviceApis.length);
  expect(store.getActions()[2].payload).toEqual({ reason: 'catalogue' });
});

test('a toast row dispatches nothing further', () => {
  const sagas = createSagaMiddleware({ context: { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() } });
  const store = configureMockStore([sagas])({});
  sagas.run(rootSaga);
  store.dispatch(errorRaised({ code: '0x1306510012', msg: 'x', endpoint: 'GET /x', silent: false }));
  expect(store.getActions().map((a: { type: string }) => a.type)).toEqual(['api/errorRaised']);
});
