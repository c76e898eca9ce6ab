import { setupServer } from 'msw/node';
import { createMockBackend } from '@mocks/backend';
import { createHandlers } from '@mocks/handlers';

/** The mock backend every jest test talks to through msw, reset to its seed after each test. */
export const backend = createMockBackend();
export const server = setupServer(...createHandlers(backend));
