import Cookies from 'js-cookie';
import { clearTokens, readRefreshToken, readToken, saveTokens } from '@/session/tokens';

test('the token pair is kept in cookies for 365 days, SameSite=Lax, not Secure on http', () => {
  const set = jest.spyOn(Cookies, 'set');
  saveTokens({ token: 'at_1', refreshToken: 'rt_1' });
  expect(set).toHaveBeenCalledWith('token', 'at_1', { expires: 365, sameSite: 'Lax', secure: false, path: '/' });
  expect(set).toHaveBeenCalledWith('refreshToken', 'rt_1', { expires: 365, sameSite: 'Lax', secure: false, path: '/' });
  expect(readToken()).toBe('at_1');
  expect(readRefreshToken()).toBe('rt_1');
  set.mockRestore();
});

test('clearing removes both', () => {
  saveTokens({ token: 'at_1', refreshToken: 'rt_1' });
  clearTokens();
  expect(readToken()).toBeUndefined();
  expect(readRefreshToken()).toBeUndefined();
});
