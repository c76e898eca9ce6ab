import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { couponMerchantApi, useIssueMerchantCodeMutation, useMerchantCodeQuery } from '@/api/coupon/merchant';
import type { MerchantCode, MerchantHome } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { parseServerTime } from '@/lib/time';
import { Countdown, useCountdown, type ServerDeadline } from '@/ui/Countdown';
import { useAppDispatch } from '@/ui/hooks';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QrCode } from '@/ui/QrCode/QrCode';
import { Empty, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import shared from '../components/merchantCards.module.css';
import styles from './ShowQRcodePage.module.css';

/** A fresh code is asked for this long before the one on screen ends, so a customer never scans a dead one. */
const REFRESH_BEFORE_MS = 30_000;

/**
 * A code's end on the server's clock: it was issued in the answer just read, so its issuedAt is the server's now then
 * (the phone's clock may be minutes off; only the time since the answer is taken from it).
 */
function deadlineOf(code: MerchantCode, readAt: number): ServerDeadline | null {
  const until = parseServerTime(code.expiresAt)?.valueOf();
  const serverNow = parseServerTime(code.issuedAt)?.valueOf();
  return until === undefined || serverNow === undefined ? null : { until, serverNow, readAt };
}

function CodeScreen({ home, merchantId, typeId }: { home: MerchantHome; merchantId: string; typeId: string }) {
  const [issue, issued] = useIssueMerchantCodeMutation();
  const [code, setCode] = useState<MerchantCode | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const asking = useRef(false);
  const line = home.stock.find((l) => l.type.typeId === typeId);

  const fresh = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    setError(null);
    try {
      setCode(await issue({ merchantId, typeId }).unwrap());
      setReadAt(Date.now());
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      asking.current = false;
    }
  }, [issue, merchantId, typeId]);

  useEffect(() => {
    void fresh();
  }, [fresh]);

  // Is it claimed yet? Asked every 3 s while it waits on screen.
  const status = useMerchantCodeQuery(code ? { merchantId, code: code.code } : { merchantId, code: '' }, { skip: !code, pollingInterval: 3000 });
  const state = status.data?.code === code?.code ? status.data : code;
  const deadline = code ? deadlineOf(code, readAt) : null;
  const left = useCountdown(deadline);

  // A claimed code took one from stock: the stock shown here (and on the merchant's home) is asked for again.
  const dispatch = useAppDispatch();
  const claimed = state?.state === 'claimed';
  useEffect(() => {
    if (claimed) dispatch(couponMerchantApi.util.invalidateTags(['Merchant']));
  }, [claimed, dispatch]);

  useEffect(() => {
    if (code && state?.state === 'waiting' && left !== null && left * 1000 <= REFRESH_BEFORE_MS) void fresh();
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
      <div className={shared.stack}>
        <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
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
    <div className={shared.stack}>
      <section className={styles.code} aria-labelledby="mc-code-h">
        <h2 id="mc-code-h" className={shared.title}>
          {line.type.name}
        </h2>
        {state.state === 'claimed' ? (
          <div role="status" className={shared.stack}>
            <p className={`${shared.note} ${shared.noteSuccess}`}>领券成功</p>
            {state.plateNo && (
              <p>
                已被车辆 <PlateBadge plateNo={state.plateNo} size="small" /> 领取
              </p>
            )}
          </div>
        ) : (
          <>
            <p className={shared.weak}>请顾客打开本应用“扫码领券”，扫描二维码或输入下方券码</p>
            <p className={styles.codeQr}>
              {/* The app's own link: a phone camera opens the claim page, the app's scan reads the code from it. */}
              <QrCode value={new URL(code.claimPath, window.location.origin).href} label={`领券二维码，券码${code.code}`} />
            </p>
            <p className={styles.codeValue} aria-label={`券码 ${code.code.split('').join(' ')}`}>
              {code.code}
            </p>
            <p className={styles.codeLink}>领券链接：{code.claimPath}</p>
            {deadline && (
              <p className={shared.weak}>
                有效期剩余 <Countdown {...deadline} format="clock" />，到期前自动更新
              </p>
            )}
            <p className={shared.weak}>每个券码只能领取一次，领取后从库存扣减1张</p>
          </>
        )}
      </section>
      {error && (
        <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" fill={state.state === 'claimed' ? 'solid' : 'outline'} shape="rounded" size="large" loading={issued.isLoading} onClick={() => void fresh()}>
        {state.state === 'claimed' ? '为下一位顾客生成券码' : '刷新券码'}
      </Button>
      <p className={shared.weak}>当前库存 {line.count}张</p>
    </div>
  );
}

/** /showQRcode?merchantId&typeId: a one-time code on screen, refreshed before it ends, claimed with the driver's coupon scan. */
export function ShowQRcodePage() {
  const [search] = useSearchParams();
  const typeId = search.get('typeId') ?? '';
  return <MerchantScope title="出示领券码">{(home, merchantId) => <CodeScreen home={home} merchantId={merchantId} typeId={typeId} />}</MerchantScope>;
}
