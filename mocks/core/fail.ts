/** Thrown by a mock handler to answer with an error envelope; the backend turns it into the response. */
export class MockFail extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly httpStatus = 200,
  ) {
    super(msg);
  }
}

export const CODE_OK = '200';
export const CODE_BAD_REQUEST = '400';
export const CODE_NOT_FOUND = '404';
export const CODE_UNAUTHORIZED = '401';

export function badRequest(msg: string): never {
  throw new MockFail(CODE_BAD_REQUEST, msg);
}

export function notFound(msg: string): never {
  throw new MockFail(CODE_NOT_FOUND, msg);
}

export function unauthorized(msg = '登录已过期，请重新登录'): never {
  throw new MockFail(CODE_UNAUTHORIZED, msg, 401);
}
