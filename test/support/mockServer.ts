import { setupServer } from 'msw/node';
import { createMockBackend } from '@mocks/backend';
import { createHandlers } from '@mocks/handlers';
import { checkAnsweredCall, checkRefusedCall } from './contractCheck';

/** The mock backend every jest test talks to through msw, reset to its seed after each test, held to the contract (contractCheck.ts). */
export const backend = createMockBackend({ onAnswer: checkAnsweredCall, onRefusal: checkRefusedCall });
export const server = setupServer(...createHandlers(backend));
