export { Empty, failureOf, Loading, LoadFailed, QueryState, type QueryLike } from './States';
