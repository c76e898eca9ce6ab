export { ServerHtml } from './ServerHtml';
