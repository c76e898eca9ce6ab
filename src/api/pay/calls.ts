import type { Calls } from '../contract';
import { PayModel, PayModelParams } from './types';

/** The pay service's calls: what each sends and answers (src/api/contract.ts). */
export const payCalls = {
  'GET /pay/v2/api/payModel': {
    query: PayModelParams, answer: PayModel, summary: '可用支付方式（按客户端与停车场）及余额',
    errors: { '0xd09510001': '该停车场暂不支持当前客户端的支付方式' },
  },
} satisfies Calls;
