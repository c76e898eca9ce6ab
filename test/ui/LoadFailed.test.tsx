import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HTTP_ERROR, MALFORMED_ANSWER, NETWORK_ERROR, TIMEOUT_ERROR, isDefiniteRefusal, type ApiError } from '@/api/apiError';
import { LoadFailed } from '@/ui/states';

function renderFailed(error: unknown) {
  const onRetry = jest.fn();
  render(
    <MemoryRouter>
      <LoadFailed text="充电订单加载失败" onRetry={onRetry} error={error} />
    </MemoryRouter>,
  );
  return onRetry;
}

test('a definite refusal says the server’s words and the ways on, never 网络不佳 or a 重试 that gets the same answer', async () => {
  renderFailed({ code: '404', msg: '未找到该充电订单', status: 404 } satisfies ApiError);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('充电订单加载失败');
  expect(alert).toHaveTextContent('未找到该充电订单');
  expect(alert).not.toHaveTextContent('网络不佳');
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/customerService');
});

test.each<[string, ApiError]>([
  ['no answer', { code: NETWORK_ERROR, msg: '网络异常，请检查网络后重试' }],
  ['a timeout', { code: TIMEOUT_ERROR, msg: '网络不给力，请求超时，请稍后重试' }],
  ['a 5xx', { code: HTTP_ERROR, msg: '服务器繁忙，请稍后重试', status: 503 }],
  ['a server code on a 500', { code: '0xd0650001', msg: '系统繁忙', status: 500 }],
  ['too many requests', { code: '429', msg: '请求过于频繁', status: 429 }],
])('%s keeps 重试, which can succeed', async (_, error) => {
  const onRetry = renderFailed(error);
  expect(screen.getByRole('alert')).toHaveTextContent('网络不佳或服务繁忙，请稍后重试');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalled();
});

test('an answer that broke the contract says 数据异常 with 重试', () => {
  renderFailed({ code: MALFORMED_ANSWER, msg: '数据异常，请稍后重试', status: 200 });
  expect(screen.getByRole('alert')).toHaveTextContent('数据异常：服务器返回的数据不完整');
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('what counts as a refusal: the server’s own code with words, not a 401 the refresh mends or a handled one', () => {
  expect(isDefiniteRefusal({ code: '0x1306510010', msg: '该订单不属于当前账号', status: 200 })).toBe(true);
  expect(isDefiniteRefusal({ code: '401', msg: '请先登录', status: 401 })).toBe(false);
  expect(isDefiniteRefusal({ code: '404', msg: '未找到', status: 404, handled: true })).toBe(false);
  expect(isDefiniteRefusal({ code: '404', msg: '', status: 404 })).toBe(false);
  expect(isDefiniteRefusal(new Error('boom'))).toBe(false);
});
