export { Empty, Loading, LoadFailed, QueryState, type QueryLike } from './States';
export { failureOf } from './failureOf';
