import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, passthrough } from 'msw';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { alterations, alterEnvelope, junkOnScreen, type Alteration } from '../../support/answerAlterations';

/**
 * A drifting backend, as a driver meets it: every successful answer of the page altered one way. The page stays up,
 * says 数据异常 where it could not read an answer, and shows no junk and no silent amount.
 */
function serveAltered(kind: Alteration) {
  server.use(
    http.all(/\/(api|booking)\//, async ({ request }) => {
      const response = await backend.handle(request);
      if (!response) return passthrough();
      const envelope = (await response.json()) as { code?: unknown; data?: unknown };
      return HttpResponse.json(alterEnvelope(kind, envelope) as Record<string, unknown>, { status: response.status });
    }),
  );
}

beforeAll(() => warmPages(['/payPage', '/accountBalance']), 60_000);

test.each(alterations)('the pay page with every answer %s: no crash, no junk, 数据异常 with 重试', async (kind) => {
  signInAs('A');
  serveAltered(kind);
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  await screen.findAllByText(/数据异常/, {}, { timeout: 8000 });
  expect(screen.getAllByRole('button', { name: '重试' }).length).toBeGreaterThan(0);
  expect(document.body.textContent).not.toMatch(junkOnScreen);
});

test('the balance with every leaf null says 数据异常, never 0.00元', async () => {
  signInAs('A');
  serveAltered('leavesNull');
  renderApp('/accountBalance');
  await screen.findAllByText(/数据异常/, {}, { timeout: 8000 });
  expect(document.body.textContent).not.toMatch(/0\.00元|充0元送0元/);
  expect(document.body.textContent).not.toMatch(junkOnScreen);
});

test('重试 after the backend is fixed shows the bill', async () => {
  signInAs('A');
  serveAltered('numbersAsStrings');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  await screen.findAllByText(/数据异常/, {}, { timeout: 8000 });
  server.resetHandlers();
  for (const retry of screen.getAllByRole('button', { name: '重试' })) retry.click();
  await screen.findByRole('region', { name: '停车账单' });
  await waitFor(() => expect(screen.queryAllByText(/数据异常/)).toEqual([]));
});
