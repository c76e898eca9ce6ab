import { createErrorBlock } from 'antd-mobile';

/** antd-mobile's ErrorBlock without its illustrations: they weigh more than the pages that show them. */
export const ErrorBlock = createErrorBlock({});
export const noImage = <span aria-hidden="true" />;
