import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../../support/mockServer';
import { open } from './signInKit';

test('/userAgreement: the terms, with their version and date, for visitors too', async () => {
  await open('/userAgreement', '用户协议');
  expect(screen.getByRole('heading', { name: '车主服务用户协议', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('版本 V2.1 · 2025-01-01 起生效')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '二、账号注册与使用', level: 3 })).toBeInTheDocument();
});

test('/privacyPolicyHistory: the policy in force (v2.6, each category with its use) from the server and every version, each readable', async () => {
  const { router } = await open('/privacyPolicyHistory', '隐私政策');
  expect(await screen.findByRole('heading', { name: '隐私政策', level: 2 })).toBeInTheDocument();
  expect(screen.getByText(/^版本 v2\.6 · .* 发布 · 现行版本$/)).toBeInTheDocument();
  expect(await screen.findByText('停车记录与充电记录（何时在何处停车、充电）：计费、缴费、开票和处理申诉。')).toBeInTheDocument();
  expect(screen.getByText('位置信息：查找附近车场与充电站、显示距离。')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: '历史版本' });
  const versions = within(history).getAllByRole('listitem');
  expect(versions).toHaveLength(3);
  expect(versions[0]).toHaveTextContent('v2.6（正在查看）');
  expect(versions[1]).toHaveTextContent('新增位置信息使用说明。');
  expect(versions[2]).toHaveTextContent('首次发布车牌与手机号信息的使用说明。');
  // An older version opens in full.
  fireEvent.click(within(versions[2]!).getByRole('link', { name: 'v2.4' }));
  await waitFor(() => expect(router.state.location.search).toBe('?version=v2.4'));
  expect(await screen.findByText('本政策说明我们如何收集、使用您的车牌、手机号信息，用于提供停车缴费服务。')).toBeInTheDocument();
  expect(screen.getByText(/^版本 v2\.4 · .* 发布 · 历史版本$/)).toBeInTheDocument();
  expect(backend.calls.list('/basic/v2/api/privacyPolicy/versions/v2.4')).toHaveLength(1);
});

test('/privacyPolicyHistory: a failed load says so and 重试 asks again', async () => {
  backend.faults.add({ path: '/basic/v2/api/privacyPolicy/versions', code: '500', msg: '服务繁忙' });
  await open('/privacyPolicyHistory', '隐私政策');
  expect(await screen.findByText('隐私政策加载失败')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('新增位置信息使用说明。')).toBeInTheDocument();
});
