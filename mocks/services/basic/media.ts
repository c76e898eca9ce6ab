import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { JsapiSign } from '../../../src/api/basic/types';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { optStr, str } from '../../core/validate';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
};
// One character class, no groups: a linear scan even for a multi-megabyte upload (a grouped pattern overflows the stack).
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function html(title: string, body: string): Response {
  const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${title}</title></head><body style="font-family:sans-serif;padding:16px"><h2>${title}</h2>${body}` +
    `<p><a href="javascript:history.back()">返回</a></p></body></html>`;
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function nonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 16; i += 1) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
}

/** The basic service's media: JS-SDK signatures, picture upload, and the pages the mock serves in their place. */
export function registerMediaRoutes(r: MockRouter) {
  /** WeChat's JS-SDK algorithm: sha1 of the sorted ticket, nonce, timestamp and page URL (without #fragment). */
  r.get('/basic/v2/api/jsapiSigns', ({ db, req, now }) => {
    const raw = str(req.input, 'url', '页面地址');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      badRequest('页面地址格式不正确');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') badRequest('页面地址格式不正确');
    const pageUrl = raw.split('#')[0] as string;
    const timestamp = Math.floor(now() / 1000);
    const nonceStr = nonce();
    const signature = createHash('sha1').update(`jsapi_ticket=${db.jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`).digest('hex');
    const appId = db.appInfos.find((a) => a.clientType === 2)?.appId ?? '';
    const sign: JsapiSign = { appId, timestamp, nonceStr, signature };
    return sign;
  });

  r.post('/basic/v2/api/pictures', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const suffix = (optStr(req.input, 'suffix') ?? 'jpg').toLowerCase().replace(/^\./, '');
    const mime = MIME[suffix];
    if (!mime) badRequest('仅支持jpg、jpeg、png、gif、webp、bmp格式的图片');
    // Pickers hand over data URLs; the server wants the bare base64 but accepts both.
    const data = str(req.input, 'fileData', '图片数据').replace(/^data:image\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
    // Size first: an oversized upload is refused without scanning it.
    if ((data.length / 4) * 3 > MAX_PICTURE_BYTES + 2) badRequest('图片不能超过5MB，请压缩后重新上传');
    if (!BASE64.test(data) || data.length % 4 !== 0) badRequest('图片数据不是有效的Base64编码');
    const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
    if (size > MAX_PICTURE_BYTES) badRequest('图片不能超过5MB，请压缩后重新上传');
    const picId = db.seq.next('PIC');
    db.pictures.push({ picId, driverId: driver.driverId, mime, base64: data, size, uploadedAt: now() });
    return { picUrl: `${req.origin}/__mock/pictures/${picId}.${suffix}` };
  });

  // Stand-ins reachable from a browser: the uploaded picture and the external pages of menu entries.
  r.get('/__mock/pictures/{picId}', ({ db, req }) => {
    const id = (req.params.picId ?? '').replace(/\.\w+$/, '');
    const pic = db.pictures.find((p) => p.picId === id);
    if (!pic) notFound('图片不存在');
    return new Response(Uint8Array.from(Buffer.from(pic.base64, 'base64')), { headers: { 'Content-Type': pic.mime } });
  });

  r.get('/__mock/h5/{pageId}', ({ db, req }) => {
    const page = db.h5Pages.find((p) => p.pageId === req.params.pageId);
    if (!page) notFound('页面不存在');
    const who = optStr(req.input, 'driverId');
    const driver = who ? db.drivers.find((d) => d.driverId === who) : undefined;
    return html(page.title, `${driver ? `<p>${driver.nickName}，您好</p>` : ''}${page.body}`);
  });
}
