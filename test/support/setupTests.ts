import '@testing-library/jest-dom';
import { installBrowserApis } from './browserApis';
import { installFormDataFromForm } from './formData';
import { backend, server } from './mockServer';

installFormDataFromForm();
installBrowserApis();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());
