import type { ServiceSamples } from './types';

export const publicitySamples: ServiceSamples = {
  'POST /publicity/v2/api/advertisings': { valid: { body: { cityName: '北京市' } }, invalid: { body: {} } },
  'GET /publicity/v2/api/news/important': { valid: {}, invalid: { query: { clientType: 7 } } },
  'GET /publicity/v2/api/news': {
    valid: { query: { pageNo: 1, pageSize: 3, clientType: 2, driverDealerId: '1001' } },
    invalid: { query: { pageNo: 0, pageSize: 3 } },
  },
  'GET /publicity/v2/api/news/detail': { valid: { query: { newsId: 'N5001' } }, invalid: { query: { newsId: 'N0000' } } },
};
