import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Link } from '@/ui/Link';

/** Where the router is, and how it got there (PUSH or REPLACE), as a page would read it. */
function Here() {
  const location = useLocation();
  return <p>当前：{`${location.pathname}${location.search}`}</p>;
}

function open(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <>{element}<Here /></> },
      { path: '/wallet', element: <Here /> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the kit's Link", () => {
  it('is a real link to the page, which the router opens on a tap, as a new history entry unless told to replace', async () => {
    const router = open(<Link to="/wallet?walletId=W1">我的钱包</Link>);
    const link = screen.getByRole('link', { name: '我的钱包' });
    expect(link).toHaveAttribute('href', '/wallet?walletId=W1');

    await userEvent.click(link);
    expect(screen.getByText('当前：/wallet?walletId=W1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked, carries its state, and runs the page\'s own onClick first', async () => {
    const onClick = jest.fn();
    const router = open(
      <Link to="/wallet" replace state={{ from: 'home' }} onClick={onClick}>
        钱包
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: '钱包' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: 'home' });
  });

  it("stays where it is when the page's onClick prevents it", async () => {
    open(
      <Link to="/wallet" onClick={(e) => e.preventDefault()}>
        钱包
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: '钱包' }));
    expect(screen.getByText('当前：/home')).toBeInTheDocument();
  });

  it('leaves a click with a modifier (open in a new tab) to the browser', async () => {
    open(<Link to="/wallet">钱包</Link>);
    fireEvent.click(screen.getByRole('link', { name: '钱包' }), { ctrlKey: true });
    expect(screen.getByText('当前：/home')).toBeInTheDocument();
  });

  it("opens another site's address as a plain link, and this site's full address as the app's page", async () => {
    open(
      <>
        <Link to="https://example.com/help">帮助</Link>
        <Link to={`${window.location.origin}/wallet`}>本站钱包</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: '帮助' })).toHaveAttribute('href', 'https://example.com/help');
    const own = screen.getByRole('link', { name: '本站钱包' });
    expect(own).toHaveAttribute('href', '/wallet');
    await userEvent.click(own);
    expect(screen.getByText('当前：/wallet')).toBeInTheDocument();
  });
});
