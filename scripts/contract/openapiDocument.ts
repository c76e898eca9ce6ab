import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { allCalls, serviceOfCall } from '../../src/api/calls';
import { globalRefusals, type Call, type CallErrors } from '../../src/api/contract';
import { errorCatalogue, NOT_FOUND_CODE } from '../../src/api/errorCatalogue';
import { UNKNOWN } from '../../src/lib/schema';

/**
 * The OpenAPI 3.1 document of the backend, generated from the schemas the app checks answers with (src/api/calls.ts):
 * docs/openapi.json is this function's output, and a test fails when they differ.
 */
const root = join(__dirname, '..', '..');

type AnySchema = GenericSchema & { type: string; options?: readonly unknown[]; fallback?: unknown };

/** Every exported schema of every src/api/**∕*types.ts, by name: the document's components (shared shapes by $ref). */
async function namedSchemas(): Promise<Map<GenericSchema, string>> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/(^|\.)types\.ts$/.test(name)) files.push(path);
    }
  };
  walk(join(root, 'src', 'api'));
  const names = new Map<GenericSchema, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const service = relative(join(root, 'src', 'api'), file).split('/')[0] ?? '';
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object' || (value as { kind?: string }).kind !== 'schema' || names.has(value as GenericSchema)) continue;
      // Two services may both have a 'BillRef': the second is named after its service.
      const unique = taken.has(name) ? `${service[0]?.toUpperCase()}${service.slice(1)}${name}` : name;
      taken.add(unique);
      names.set(value as GenericSchema, unique);
    }
  }
  return names;
}

function conversion(names: Map<GenericSchema, string>, self?: GenericSchema): ConversionConfig {
  return {
    target: 'draft-2020-12',
    errorMode: 'throw',
    // JSON has no NaN or Infinity: every JSON number is finite.
    ignoreActions: ['finite'],
    overrideSchema(context) {
      const schema = context.valibotSchema as AnySchema;
      const name = names.get(schema);
      if (name && schema !== self) return { $ref: `#/components/schemas/${name}` };
      // known([...]): a value the app does not know yet is read as 未知 instead of failing the answer.
      if (schema.type === 'picklist' && 'fallback' in schema && schema.fallback === UNKNOWN) {
        return { enum: (schema.options ?? []).filter((o) => o !== UNKNOWN), description: '其他取值不会使应答失败：App 显示为「未知」' } as JsonSchema;
      }
      return undefined;
    },
  };
}

function convert(schema: GenericSchema, names: Map<GenericSchema, string>): JsonSchema {
  const name = names.get(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  return toJsonSchema(schema, conversion(names));
}

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

function operationId(method: string, path: string): string {
  const words = path.split('/').filter((s) => s && !/^v\d+$/.test(s) && s !== 'api').map((s) => s.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase()));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

function queryParameters(schema: GenericSchema | undefined, names: Map<GenericSchema, string>): object[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, conversion(names, schema)) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, field]) => ({
    name, in: 'query', required: (json.required ?? []).includes(name), schema: field,
  }));
}

const codeList = (errors: CallErrors) => Object.entries(errors).map(([code, meaning]) => ({ code, meaning }));

/**
 * The refusals of one call: the ErrorEnvelope with its code narrowed to the call's own codes and the global ones
 * (a backend team's validator refuses any other).
 */
function refusal(call: Call) {
  const codes = [...new Set([...Object.keys(call.errors ?? {}), ...Object.keys(globalRefusals)])];
  return {
    allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }],
    type: 'object',
    properties: { code: { enum: codes, description: '本调用自己的拒绝码（x-error-codes）与所有调用共有的（ErrorEnvelope 的 x-global-codes）' } },
  };
}

/** The body's media types: the app's JSON, or the browser's own types each with its shape (`bodyTypes`). */
function requestContent(call: Call, names: Map<GenericSchema, string>) {
  // A beacon's or a simple fetch's body: text whose content is the body's JSON (JSON Schema's contentMediaType).
  const text = call.textBody
    ? { 'text/plain': { schema: { type: 'string', contentMediaType: 'application/json', contentSchema: convert(call.body as GenericSchema, names), description: call.textBody } } }
    : {};
  if (!call.bodyTypes) return { ...text, 'application/json': { schema: convert(call.body as GenericSchema, names) } };
  // A media type that is not JSON by its name (application/csp-report) arrives as text to any server that reads types
  // by name: described as a string whose content is the shape's JSON, as text/plain is. A +json type is JSON.
  const asType = (type: string, schema: GenericSchema) =>
    /[/+]json$/.test(type) ? { schema: convert(schema, names) } : { schema: { type: 'string', contentMediaType: 'application/json', contentSchema: convert(schema, names) } };
  return { ...Object.fromEntries(Object.entries(call.bodyTypes).map(([type, schema]) => [type, asType(type, schema)])), ...text };
}

function operation(key: string, call: Call, names: Map<GenericSchema, string>) {
  const [method = 'GET', path = ''] = key.split(' ');
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const service = serviceOfCall(key);
  return {
    tags: [service],
    operationId: operationId(method, path),
    summary: call.summary ?? `${method} ${path}`,
    security: [{ token: [] }, {}],
    parameters: [
      ...(call.withoutAppHeaders ? [] : [{ $ref: '#/components/parameters/ClientType' }, { $ref: '#/components/parameters/CustomPayload' }]),
      ...pathParams,
      ...queryParameters(call.query, names),
    ],
    ...(call.body ? { requestBody: { required: true, content: requestContent(call, names) } } : {}),
    responses: {
      200: {
        description: call.file ? `文件（${call.file}）；拒绝时为 JSON 的 ErrorEnvelope` : 'code 为 "200" 时 data 为应答；其他 code 为业务错误（只会是本调用的 x-error-codes 与共有的 x-global-codes）',
        content: call.file ? { [call.file]: { schema: { type: 'string', contentMediaType: call.file } }, 'application/json': { schema: refusal(call) } } : {
          'application/json': {
            // The code tells them apart ('200' or not), which a discriminator cannot express: anyOf, not oneOf.
            schema: {
              anyOf: [
                { type: 'object', required: ['code', 'msg', 'data'], properties: { code: { const: '200' }, msg: { type: 'string' }, data: convert(call.answer, names) } },
                refusal(call),
              ],
            },
          },
        },
      },
      401: { $ref: '#/components/responses/Unauthorized' },
      default: { description: '其他失败（4xx/5xx），信封中 code 与 msg 说明原因', content: { 'application/json': { schema: refusal(call) } } },
    },
    'x-error-codes': codeList(call.errors ?? {}),
    ...(service === 'booking' ? { servers: [{ url: '{gateway}/booking', description: '预约服务', variables: { gateway: { default: 'http://localhost:8080' } } }] } : {}),
  };
}

const catalogueMeaning: Record<string, string> = {
  signIn: '需要登录：App 提示后转到登录页',
  refresh: '访问令牌过期：App 用刷新令牌换新令牌后重发一次',
  kickedOut: '账号在别处登录或被停用：App 退出登录',
  navigate: 'App 转到指定页面（如绑定手机号）',
  scanPayOrClose: '扫码支付场景下转到扫码缴费页，否则提示后关闭',
  feedbackConfirm: '提示并可一键提交反馈',
  arrearsDialog: '有欠费：提示立即补缴或反馈误绑车牌',
  confirmBack: '提示后返回上一页',
  toast: '显示服务器的 msg',
  shownByPage: '由页面自己显示',
};

export async function openapiDocument(): Promise<object> {
  const names = await namedSchemas();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const paths: Record<string, Record<string, object>> = {};
  for (const [key, call] of Object.entries(allCalls).sort(([a], [b]) => a.localeCompare(b))) {
    const [method = 'GET', path = ''] = key.split(' ');
    (paths[path] ??= {})[METHODS[method as keyof typeof METHODS]] = operation(key, call, names);
  }
  const used = new Set<string>();
  const collect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) used.add(v.slice(21));
        else collect(v);
      }
    }
  };
  collect(paths);
  const schemas: Record<string, JsonSchema> = {};
  // Components refer to one another: keep adding what the added ones use until nothing new comes.
  for (let grew = true; grew;) {
    grew = false;
    for (const [schema, name] of names) {
      if (!used.has(name) || schemas[name]) continue;
      const json = toJsonSchema(schema, conversion(names, schema));
      delete (json as { $schema?: string }).$schema;
      schemas[name] = json;
      collect(json);
      grew = true;
    }
  }
  const codes = Object.entries(errorCatalogue).map(([code, effect]) => ({ code, effect: effect.kind, meaning: catalogueMeaning[effect.kind] ?? effect.kind }));
  codes.push({ code: NOT_FOUND_CODE, effect: 'toast', meaning: '所查对象不存在：页面在原处说明' });
  return {
    openapi: '3.1.0',
    info: {
      title: '车主端 App 后端接口',
      version: pkg.version,
      description: 'App 每个调用的请求与应答，由 App 校验应答所用的同一组 schema 生成（src/api/<service>/types.ts、calls.ts）。' +
        '每个应答都是信封 { code, msg, data }：code 为 "200" 时 data 合约如下；应答不符合合约时 App 显示「数据异常」与「重试」。' +
        '多余字段会被忽略；金额一律为整数分；标注了「未知」的枚举可以增加新取值。规则见 docs/contract.md。',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '{gateway}/api', description: '共用网关（除预约服务外的全部服务）', variables: { gateway: { default: 'http://localhost:8080', description: '网关地址（npm run preview 的模拟后端为 http://localhost:8080）' } } }],
    tags: [...new Set(Object.keys(allCalls).map(serviceOfCall))].sort().map((name) => ({ name, description: `${name} 服务` })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '登录得到的访问令牌，原样放在 Authorization 头（无 Bearer 前缀）；过期时应答 HTTP 401，App 刷新一次后重发' },
      },
      parameters: {
        ClientType: { name: 'ClientType', in: 'header', required: true, schema: { enum: ['1', '2', '3'] }, description: '1 App 壳，2 微信类，3 支付宝类' },
        CustomPayload: {
          name: 'CustomPayload', in: 'header', required: true, schema: { type: 'string', contentEncoding: 'base64' },
          description: 'Base64 编码的 JSON：{ ns: 32 位随机串, ts: 毫秒时间戳, driverDealerId, openid, buyid, authModel: 0|1 }',
        },
      },
      responses: {
        Unauthorized: { description: '访问令牌无效或过期', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object', required: ['code', 'msg'],
          properties: { code: { type: 'string', not: { const: '200' } }, msg: { type: 'string', description: '给车主看的中文说明' }, data: {} },
          'x-error-catalogue': codes,
          'x-global-codes': codeList(globalRefusals),
        },
        ...Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}
