import { http, passthrough } from 'msw';
import type { MockBackend } from './backend';

/**
 * The msw handlers: one catch-all that hands every API and control call to the backend. jest uses them with
 * setupServer; the dev and preview servers with msw's getResponse (mocks/node/middleware.ts).
 */
export function createHandlers(backend: MockBackend) {
  return [
    http.all(/\/(api|booking|__mock)\//, async ({ request }) => {
      const response = await backend.handle(request);
      return response ?? passthrough();
    }),
  ];
}
