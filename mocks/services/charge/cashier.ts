import { MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, str } from '../../core/validate';
import { closePayOrder, expirePending, yuan } from './bills';
import { safeReturnPath, settlePaid, syncOf } from './payments';

/**
 * The payment provider's side, for dev and test servers only: settling a third-party payment (as the provider's
 * notification would) and the cashier page a plain browser is sent to instead of the WeChat/Alipay bridge.
 */

const STATE_TEXT = { pending: '待支付', paid: '已支付', failed: '支付失败', closed: '已关闭' } as const;
const CHANNEL_TEXT = { 2: '支付宝', 3: '微信支付', 6: '余额支付' } as const;

/** A value safe inside an inline <script>: JSON, with '<' escaped so it cannot close the script. */
function js(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c');
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function registerCashier(r: MockRouter) {
  // 'closed' is what the cashier's cancel button sends: the driver gave up, the provider closes the trade.
  r.post('/__mock/payments/{id}', ({ db, req, now }) => {
    expirePending(db, now());
    const order = db.payOrders.find((o) => o.payOrderId === req.params.id);
    if (!order) notFound('支付订单不存在');
    const state = oneOf(req.input, 'state', '支付结果', ['paid', 'failed', 'closed'] as const);
    if (order.state === state) return syncOf(db, order);
    if (order.state !== 'pending') throw new MockFail('409', `该订单${STATE_TEXT[order.state]}，不能再改为${STATE_TEXT[state]}`);
    if (state === 'paid') settlePaid(db, order, now());
    else closePayOrder(db, order, state, now());
    return syncOf(db, order);
  });

  r.get('/__mock/cashier', ({ db, req, now }) => {
    const payOrderId = str(req.input, 'payOrderId', '支付订单号');
    const back = safeReturnPath(str(req.input, 'returnUrl', '返回地址'), req.origin);
    if (back === null) throw new MockFail('400', '返回地址不合法，只能返回本站页面');
    expirePending(db, now());
    const order = db.payOrders.find((o) => o.payOrderId === payOrderId);
    if (!order) notFound('支付订单不存在');
    const open = order.state === 'pending';
    const plates = [...new Set(order.items.map((i) => db.parkOrders.find((b) => b.uniqueId === i.uniqueId)?.plateNo ?? ''))].filter(Boolean);
    return html(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(CHANNEL_TEXT[order.payChannel])}收银台（模拟）</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
main{max-width:420px;margin:0 auto;padding:32px 20px;text-align:center}
.amount{font-size:40px;font-weight:600;margin:12px 0 4px}.muted{color:#888;font-size:14px}
button{display:block;width:100%;margin-top:16px;padding:14px;border:0;border-radius:8px;font-size:17px}
#pay{background:${order.payChannel === 2 ? '#1677ff' : '#07c160'};color:#fff}#cancel{background:#fff;color:#333;border:1px solid #ddd}
button:disabled{opacity:.5}
</style></head><body><main>
<p class="muted">${esc(CHANNEL_TEXT[order.payChannel])} · 模拟收银台</p>
<p>停车费${plates.length ? `（${esc(plates.join('、'))}）` : ''}</p>
<p class="amount">¥${yuan(order.amountCents)}</p>
<p class="muted">订单号 ${esc(order.payOrderId)}${open ? '' : ` · ${STATE_TEXT[order.state]}`}</p>
<p id="msg" class="muted" role="status"></p>
${open ? '<button id="pay" type="button">支付</button><button id="cancel" type="button">取消</button>' : '<button id="cancel" type="button">返回</button>'}
</main><script>
(function(){
  var id=${js(order.payOrderId)}, back=${js(back)};
  function go(state){
    document.querySelectorAll('button').forEach(function(b){b.disabled=true});
    document.getElementById('msg').textContent=state==='paid'?'支付中…':'正在返回…';
    var done=function(){location.replace(back)};
    if(!state){done();return}
    fetch('/__mock/payments/'+encodeURIComponent(id),{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({state:state})})
      .then(done,done);
  }
  var pay=document.getElementById('pay');
  if(pay)pay.onclick=function(){go('paid')};
  document.getElementById('cancel').onclick=function(){go(${open ? "'closed'" : 'null'})};
})();
</script></body></html>`);
  });
}
