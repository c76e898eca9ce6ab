import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import { Page } from '@/ui/Page/Page';

test('the amount from integer cents beside a real button, the two in one bar', () => {
  render(
    <ActionBar amount={{ label: '预计', cents: 2350 }}>
      <ActionBarButton>开始充电</ActionBarButton>
    </ActionBar>,
  );
  const button = screen.getByRole('button', { name: '开始充电' });
  expect(button.tagName).toBe('BUTTON');
  expect(button.closest('.bar')).toHaveTextContent(/^预计 23\.50元开始充电$/);
});

test('an amount not known yet says so; without an amount the bar holds the action alone', () => {
  const { rerender } = render(
    <ActionBar amount={{ label: '预计费用', cents: null, pending: '计算中…' }}>
      <ActionBarButton>下一步</ActionBarButton>
    </ActionBar>,
  );
  expect(screen.getByText(/预计费用/).closest('p')).toHaveTextContent('预计费用 计算中…');
  rerender(
    <ActionBar>
      <ActionBarButton>重新提交</ActionBarButton>
    </ActionBar>,
  );
  expect(screen.getByRole('button', { name: '重新提交' }).closest('.bar')).toHaveTextContent(/^重新提交$/);
});

test('disabled and loading are the button’s own: no tap gets through, and a submit reaches the form it names', async () => {
  const user = userEvent.setup();
  const submitted = jest.fn((e: React.FormEvent) => e.preventDefault());
  const { rerender } = render(
    <>
      <form id="f" onSubmit={submitted} />
      <ActionBar amount={{ label: '应付', cents: 100 }}>
        <ActionBarButton type="submit" form="f" disabled>
          下一步
        </ActionBarButton>
      </ActionBar>
    </>,
  );
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(submitted).not.toHaveBeenCalled();
  rerender(
    <>
      <form id="f" onSubmit={submitted} />
      <ActionBar amount={{ label: '应付', cents: 100 }}>
        <ActionBarButton type="submit" form="f" loading loadingText="提交中…">
          下一步
        </ActionBarButton>
      </ActionBar>
    </>,
  );
  await user.click(screen.getByRole('button', { name: /提交中/ }));
  expect(submitted).not.toHaveBeenCalled();
  rerender(
    <>
      <form id="f" onSubmit={submitted} />
      <ActionBar amount={{ label: '应付', cents: 100 }}>
        <ActionBarButton type="submit" form="f">
          下一步
        </ActionBarButton>
      </ActionBar>
    </>,
  );
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('in a page’s footer, outside its main content, and the document keeps the footer’s height as its bottom scroll padding while it is drawn', () => {
  const { unmount } = render(
    <MemoryRouter>
      <Page
        title="开具发票"
        footer={
          <ActionBar amount={{ label: '开票金额', cents: 3000 }}>
            <ActionBarButton>提交申请</ActionBarButton>
          </ActionBar>
        }
      >
        <input aria-label="邮箱" />
      </Page>
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: '提交申请' }).closest('main')).toBeNull();
  // jsdom lays nothing out: the height is 0, but the padding is written (and taken back when the page goes).
  expect(document.documentElement.style.scrollPaddingBottom).toBe('0px');
  unmount();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});
