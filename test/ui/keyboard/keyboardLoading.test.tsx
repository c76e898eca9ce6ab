/**
 * The sheet's keys are a chunk of their own, loaded when a keyboard first opens. Everywhere else in the suite they
 * are loaded up front (test/support/setupTests.ts); here a fresh module registry has them not loaded yet.
 */
import type * as TestingModule from '@testing-library/react/pure';
import type * as KeyboardModule from '@/ui/keyboard/Keyboard';

let loads = 0;

async function fresh(failFirst: boolean): Promise<{ rtl: typeof TestingModule; kb: typeof KeyboardModule }> {
  // The chunk as a new page would load it: nothing cached from an earlier test.
  jest.resetModules();
  loads = 0;
  let sheet: unknown;
  // The sheet as its chunk would bring it (the first time it fails, when asked to): built with the isolated React.
  jest.doMock('@/ui/keyboard/KeyboardSheet', () => {
    loads += 1;
    if (failFirst && loads === 1) throw new Error('network gone');
    return sheet;
  });
  let rtl!: typeof TestingModule;
  let kb!: typeof KeyboardModule;
  // React, the testing library (pure: no hooks registered inside a test) and the keyboard from one registry, so
  // hooks meet the React that renders them.
  await jest.isolateModulesAsync(async () => {
    rtl = await import('@testing-library/react/pure');
    kb = await import('@/ui/keyboard/Keyboard');
    sheet = jest.requireActual('@/ui/keyboard/KeyboardSheet');
  });
  return { rtl, kb };
}

const props = { layout: 'plate' as const, label: '车牌键盘', onKey: jest.fn(), onBackspace: jest.fn(), onDone: jest.fn() };

afterEach(() => jest.dontMock('@/ui/keyboard/KeyboardSheet'));

test('closed, nothing is loaded; opened, its frame says the keys are coming, then they are there', async () => {
  const { rtl, kb } = await fresh(false);
  const view = rtl.render(<kb.Keyboard {...props} open={false} />);
  expect(loads).toBe(0);
  view.rerender(<kb.Keyboard {...props} open />);
  const sheet = rtl.screen.getByRole('group', { name: '车牌键盘' });
  expect(sheet).toHaveAttribute('aria-busy', 'true');
  expect(rtl.within(sheet).getByRole('status')).toHaveTextContent('键盘加载中…');
  expect(await rtl.screen.findByRole('button', { name: '京' })).toBeInTheDocument();
  expect(loads).toBe(1);
  view.unmount();
});

test('a load that fails says so and promises nothing; 重试 loads it, and 完成 closes meanwhile', async () => {
  const { rtl, kb } = await fresh(true);
  const view = rtl.render(<kb.Keyboard {...props} open />);
  const status = await rtl.screen.findByText(/键盘未能加载，请检查网络/);
  // Not tried again behind the driver's back.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(loads).toBe(1);
  expect(status).toHaveTextContent('键盘未能加载，请检查网络');
  rtl.fireEvent.click(rtl.screen.getByRole('button', { name: '完成' }));
  expect(props.onDone).toHaveBeenCalled();
  rtl.fireEvent.click(rtl.within(status).getByRole('button', { name: '重试' }));
  expect(await rtl.screen.findByRole('button', { name: '京' })).toBeInTheDocument();
  expect(loads).toBe(2);
  view.unmount();
});
