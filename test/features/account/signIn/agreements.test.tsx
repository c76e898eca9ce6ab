import { screen, within } from '@testing-library/react';
import { open } from './signInKit';

test('/userAgreement: the terms, with their version and date, for visitors too', async () => {
  await open('/userAgreement', '用户协议');
  expect(screen.getByRole('heading', { name: '车主服务用户协议', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('版本 V2.1 · 2025-01-01 起生效')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '二、账号注册与使用', level: 3 })).toBeInTheDocument();
});

test('/privacyPolicyHistory: the policy in force and the versions before it', async () => {
  await open('/privacyPolicyHistory', '隐私政策');
  expect(screen.getByRole('heading', { name: '车主服务隐私政策', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('版本 V3.0 · 2025-03-01 起生效')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: '历史版本' });
  const versions = within(history).getAllByRole('listitem');
  expect(versions).toHaveLength(2);
  expect(versions[0]).toHaveTextContent('V2.0 · 2023-06-01 起生效');
  expect(versions[1]).toHaveTextContent('首次发布');
});
