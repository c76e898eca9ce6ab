import type { ServiceSamples } from './types';

const BOGUS_TOKEN = { headers: { Authorization: 'at_never_issued' } };
/** A 1×1 transparent PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const basicSamples: ServiceSamples = {
  'GET /basic/v2/api/homeFuncEntries': { valid: {}, invalid: { query: { clientType: 9 } } },
  'GET /basic/v2/api/getH5Url': {
    valid: { as: 'A', query: { pageId: 'VIOLATION_QUERY', driverId: 'D10001' } },
    invalid: { query: { pageId: 'VIOLATION_QUERY' } },
  },
  'GET /basic/v2/api/webPageConfig': { valid: { query: { pageCode: 'PRIVACY_POLICY' } }, invalid: { query: { pageCode: 'NO_SUCH_PAGE' } } },
  'GET /basic/v2/api/applicationInfos': { valid: {}, invalid: { headers: { ClientType: '9' } } },
  'GET /basic/v2/api/paramConfigs': {
    valid: { query: { paramKeys: 'customerServicePhone,maxBindPlates' } },
    invalid: { query: { paramKeys: 'noSuchKey' } },
  },
  'GET /basic/v2/api/sysCodes/getMapType': { valid: {}, invalid: BOGUS_TOKEN },
  'GET /basic/v2/api/viewNotice': { valid: { as: 'A', query: { noticeId: 'NT6001' } }, invalid: {} },
  'GET /basic/v2/api/pageRemark': { valid: { query: { pageCode: 'payPage' } }, invalid: {} },
  'GET /basic/v2/api/menuConfigs': { valid: { query: { driverDealerId: '1001' } }, invalid: { query: { driverDealerId: 'abc' } } },
  'GET /basic/v2/api/getAk': { valid: {}, invalid: BOGUS_TOKEN },
  'GET /basic/v2/api/jsapiSigns': { valid: { query: { url: 'http://localhost/home?from=menu' } }, invalid: {} },
  'POST /basic/v2/api/pictures': {
    valid: { as: 'A', body: { fileData: PNG, suffix: 'png' } },
    invalid: { as: 'A', body: { fileData: '这不是图片%%', suffix: 'png' } },
  },
};
