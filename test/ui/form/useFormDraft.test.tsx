import { act, renderHook } from '@testing-library/react';
import { useFormDraft } from '@/ui/form/useFormDraft';

beforeEach(() => window.sessionStorage.clear());

const initial = { phone: '', nickName: '', password: '', verifyCode: '', agree: false };

test('what is typed survives a remount; passwords and codes never reach storage', () => {
  const first = renderHook(() => useFormDraft('f', initial));
  act(() => first.result.current[1]({ phone: '13800138000', password: 'Secret123', verifyCode: '123456', agree: true }));
  expect(first.result.current[0]).toEqual({ phone: '13800138000', nickName: '', password: 'Secret123', verifyCode: '123456', agree: true });
  const stored = window.sessionStorage.getItem('formDraft:f')!;
  expect(stored).not.toContain('Secret123');
  expect(stored).not.toContain('123456');
  first.unmount();

  const second = renderHook(() => useFormDraft('f', initial));
  expect(second.result.current[0]).toEqual({ ...initial, phone: '13800138000', agree: true });
});

test('patches build on each other within one event; clear forgets the draft', () => {
  const { result } = renderHook(() => useFormDraft('g', initial));
  act(() => {
    result.current[1]({ phone: '1' });
    result.current[1]({ nickName: 'n' });
  });
  expect(result.current[0]).toMatchObject({ phone: '1', nickName: 'n' });
  act(() => result.current[2]());
  expect(result.current[0]).toEqual(initial);
  expect(window.sessionStorage.getItem('formDraft:g')).toBeNull();
});

test('a custom exclude list, and foreign or corrupt drafts are ignored', () => {
  window.sessionStorage.setItem('formDraft:h', JSON.stringify({ phone: 42, nickName: 'ok', extra: 'x' }));
  const { result } = renderHook(() => useFormDraft('h', initial, ['nickName']));
  expect(result.current[0]).toEqual(initial);
  act(() => result.current[1]({ nickName: 'keep out', password: 'in' }));
  expect(JSON.parse(window.sessionStorage.getItem('formDraft:h')!)).toEqual({ phone: '', password: 'in', verifyCode: '', agree: false });

  window.sessionStorage.setItem('formDraft:i', '{not json');
  expect(renderHook(() => useFormDraft('i', initial)).result.current[0]).toEqual(initial);
});

test('storage that refuses access: the form still works', () => {
  const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceeded');
  });
  const { result } = renderHook(() => useFormDraft('j', initial));
  act(() => result.current[1]({ phone: '138' }));
  expect(result.current[0].phone).toBe('138');
  spy.mockRestore();
});
