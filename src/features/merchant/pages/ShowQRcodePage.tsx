import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { couponMerchantApi, useIssueMerchantCodeMutation, useMerchantCodeQuery } from '@/api/coupon/merchant';
import type { MerchantCode, MerchantHome } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { parseServerTime } from '@/lib/time';
import { useAppDispatch } from '@/ui/hooks';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QrCode } from '@/ui/QrCode/QrCode';
import { Empty, Loading } from '@/ui/states/States';
import { LinkButton } from '../components/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import '../merchant.css';

/** A fresh code is asked for this long before the one on screen ends, so a customer never scans a dead one. */
const REFRESH_BEFORE_MS = 30_000;

function secondsLeft(code: MerchantCode, now: number): number {
  const end = parseServerTime(code.expiresAt)?.valueOf() ?? now;
  return Math.max(0, Math.round((end - now) / 1000));
}

function Countdown({ seconds }: { seconds: number }) {
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, '0');
  // Read out once a minute, not every second.
  return (
    <p className="mc-weak">
      有效期剩余 <span aria-hidden="true">{`${m}:${s}`}</span>
      <span className="sr-only">{`约${Math.max(1, Math.ceil(seconds / 60))}分钟`}</span>，到期前自动更新
    </p>
  );
}

function CodeScreen({ home, merchantId, typeId }: { home: MerchantHome; merchantId: string; typeId: string }) {
  const [issue, issued] = useIssueMerchantCodeMutation();
  const [code, setCode] = useState<MerchantCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const asking = useRef(false);
  const line = home.stock.find((l) => l.type.typeId === typeId);

  const fresh = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    setError(null);
    try {
      setCode(await issue({ merchantId, typeId }).unwrap());
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      asking.current = false;
    }
  }, [issue, merchantId, typeId]);

  useEffect(() => {
    void fresh();
  }, [fresh]);

  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, []);

  // Is it claimed yet? Asked every 3 s while it waits on screen.
  const status = useMerchantCodeQuery(code ? { merchantId, code: code.code } : { merchantId, code: '' }, { skip: !code, pollingInterval: 3000 });
  const state = status.data?.code === code?.code ? status.data : code;
  const left = code ? secondsLeft(code, now) : 0;

  // A claimed code took one from stock: the stock shown here (and on the merchant's home) is asked for again.
  const dispatch = useAppDispatch();
  const claimed = state?.state === 'claimed';
  useEffect(() => {
    if (claimed) dispatch(couponMerchantApi.util.invalidateTags(['Merchant']));
  }, [claimed, dispatch]);

  useEffect(() => {
    if (code && state?.state === 'waiting' && left * 1000 <= REFRESH_BEFORE_MS) void fresh();
  }, [code, state?.state, left, fresh]);

  if (!line) {
    return (
      <Empty text="该优惠券暂无库存" description="请选择其他优惠券">
        <LinkButton to={href(paths.giveCouponsList, { merchantId })}>选择优惠券</LinkButton>
      </Empty>
    );
  }
  if (error && !code) {
    return (
      <div className="mc-stack">
        <p className="mc-note mc-note--danger" role="alert">
          {error}
        </p>
        <Button block color="primary" fill="outline" shape="rounded" onClick={() => void fresh()}>
          重新生成
        </Button>
      </div>
    );
  }
  if (!code || !state) return <Loading text="正在生成领券码" />;
  return (
    <div className="mc-stack">
      <section className="mc-code" aria-labelledby="mc-code-h">
        <h2 id="mc-code-h" className="mc-title">
          {line.type.name}
        </h2>
        {state.state === 'claimed' ? (
          <div role="status" className="mc-stack">
            <p className="mc-note mc-note--success">领券成功</p>
            {state.plateNo && (
              <p>
                已被车辆 <PlateBadge plateNo={state.plateNo} size="small" /> 领取
              </p>
            )}
          </div>
        ) : (
          <>
            <p className="mc-weak">请顾客打开本应用“扫码领券”，扫描二维码或输入下方券码</p>
            <p className="mc-code-qr">
              {/* The app's own link: a phone camera opens the claim page, the app's scan reads the code from it. */}
              <QrCode value={new URL(code.claimPath, window.location.origin).href} label={`领券二维码，券码${code.code}`} />
            </p>
            <p className="mc-code-value" aria-label={`券码 ${code.code.split('').join(' ')}`}>
              {code.code}
            </p>
            <p className="mc-code-link">领券链接：{code.claimPath}</p>
            <Countdown seconds={left} />
            <p className="mc-weak">每个券码只能领取一次，领取后从库存扣减1张</p>
          </>
        )}
      </section>
      {error && (
        <p className="mc-note mc-note--danger" role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" fill={state.state === 'claimed' ? 'solid' : 'outline'} shape="rounded" size="large" loading={issued.isLoading} onClick={() => void fresh()}>
        {state.state === 'claimed' ? '为下一位顾客生成券码' : '刷新券码'}
      </Button>
      <p className="mc-weak">当前库存 {line.count}张</p>
    </div>
  );
}

/** /showQRcode?merchantId&typeId: a one-time code on screen, refreshed before it ends, claimed with the driver's coupon scan. */
export function ShowQRcodePage() {
  const [search] = useSearchParams();
  const typeId = search.get('typeId') ?? '';
  return <MerchantScope title="出示领券码">{(home, merchantId) => <CodeScreen home={home} merchantId={merchantId} typeId={typeId} />}</MerchantScope>;
}
