import { Button, Input, TextArea } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLazyCheckNoticeQuery } from '@/api/charge/noticeChecks';
import type { NoticeCheckBody } from '@/api/charge/noticeChecks.types';
import { formatMoney } from '@/lib/format';
import { isValidPlate } from '@/lib/plate';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { Facts } from '@/ui/Facts';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { LoadFailed, Loading } from '@/ui/states/States';
import { NoticeResult } from '../components/NoticeResult';
import type { ReadNotice } from '../parseNotice';
import { readNotice } from '../unread';
import styles from './CheckNoticePage.module.css';

/** A typed plate as the server wants it: upper case, no separators. */
const cleanPlate = (p: string) => p.toUpperCase().replace(/[·•・.\s-]/g, '');

/** The one call's body: the plate as the driver left it and what the app read, nothing else. */
function bodyOf(plateNo: string, read: ReadNotice): NoticeCheckBody {
  return {
    plateNo,
    links: read.links,
    ...(read.noticeNo ? { noticeNo: read.noticeNo } : {}),
    ...(read.amountCents !== undefined ? { amountCents: read.amountCents } : {}),
    ...(read.place ? { place: read.place } : {}),
  };
}

const sameBody = (a: NoticeCheckBody | null, b: NoticeCheckBody) => !!a && JSON.stringify(a) === JSON.stringify(b);

/**
 * /checkNotice?plateNo&text: is this notice real? The driver pastes an SMS, scans or types a paper notice's code or
 * its link; the app shows what it read (the plate editable) and asks the server once, on 核实. No link in the text is
 * opened or fetched; the text itself is never sent, stored or logged (docs/rules/scam-check.md).
 */
export function CheckNoticePage() {
  const [search] = useSearchParams();
  const platform = usePlatform();
  const ui = useFeedback();
  const ids = { text: useId(), plate: useId(), plateError: useId() };
  const [text, setText] = useState(() => search.get('text') ?? '');
  // Every character up to the read limit; what could not be read or checked is said, and then nothing is judged.
  const { read, unread } = useMemo(() => readNotice(text), [text]);
  // The plate the driver typed (or the link's prefill) wins over what the text names; null follows the text.
  const [typedPlate, setTypedPlate] = useState<string | null>(() => search.get('plateNo'));
  const plate = typedPlate ?? read.plateNo ?? '';
  const [plateError, setPlateError] = useState('');
  const [scanning, setScanning] = useState(false);
  const [check, result] = useLazyCheckNoticeQuery();
  const [asked, setAsked] = useState<NoticeCheckBody | null>(null);
  const inFlight = useRef(false);
  const plateRef = useRef<HTMLDivElement>(null);

  const current = bodyOf(cleanPlate(plate), read);
  // A text grown past what can be checked hides the last answer too, though the parts read may be the same.
  const showing = unread === null && sameBody(asked, current) ? asked : null;

  const send = async (body: NoticeCheckBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAsked(body);
    try {
      await check(body);
    } finally {
      inFlight.current = false;
    }
  };

  const submit = () => {
    // The part not read may be the scam's link: no verdict on the rest (the reason is on the page, under the box).
    if (unread !== null) return;
    const p = cleanPlate(plate);
    if (!isValidPlate(p)) {
      setPlateError(p ? '车牌号格式不正确，请核对后重新填写' : '请填写通知上的车牌号');
      plateRef.current?.querySelector('input')?.focus();
      return;
    }
    setPlateError('');
    void send(bodyOf(p, read));
  };

  const scan = async () => {
    setScanning(true);
    try {
      const scanned = (await platform.scan()).trim();
      if (scanned) setText((t) => (t.trim() ? `${t}\n${scanned}` : scanned));
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) ui.toast(e instanceof Error ? e.message : '扫码失败，请重试');
    } finally {
      setScanning(false);
    }
  };

  // The answer shown is the one asked for what is on screen now; an edit hides it until 核实 is tapped again.
  const answered = showing !== null && sameBody(result.originalArgs ?? null, showing);
  const pending = answered && result.isFetching;
  return (
    <Page title="核实通知">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={styles.intro}>收到欠费短信、雨刮下的罚单或缴费二维码？粘贴或扫描它，向本平台核实是否真的欠费。通知中的链接不会被打开。</p>
        <div className={styles.card}>
          <label htmlFor={ids.text} className={styles.label}>短信或通知内容</label>
          <TextArea
            id={ids.text}
            value={text}
            onChange={setText}
            placeholder="粘贴短信全文，或输入罚单上的文字、链接"
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
          {/* No maxLength: a box that cut the paste would hide a link put after the cut from the check. */}
          {unread && (
            <p className={styles.error} role="alert">
              {unread}
            </p>
          )}
          <Button shape="rounded" loading={scanning} loadingText="扫码中…" onClick={() => void scan()}>
            <ScanningOutline aria-hidden="true" /> 扫描罚单或通知上的二维码
          </Button>
        </div>

        <section className={styles.card} aria-labelledby="notice-read-title">
          <h2 id="notice-read-title" className={styles.heading}>读取到的内容</h2>
          <label htmlFor={ids.plate} className={styles.label}>车牌号</label>
          <div ref={plateRef}>
            <Input
              id={ids.plate}
              className={styles.plateInput}
              value={plate}
              onChange={(v) => {
                setTypedPlate(v);
                setPlateError('');
              }}
              placeholder="如 京A12345"
              maxLength={10}
              aria-invalid={plateError ? true : undefined}
              aria-describedby={plateError ? ids.plateError : undefined}
            />
          </div>
          {plateError && <p id={ids.plateError} className={styles.error} role="alert">{plateError}</p>}
          <Facts
            rows={[
              ['通知金额', read.amountCents !== undefined ? formatMoney(read.amountCents) : '未读到'],
              ['地点', read.place ?? '未读到'],
              ['通知编号', read.noticeNo ?? '未读到'],
              [
                '链接',
                read.links.length === 0 ? '未读到' : (
                  <ul className={styles.links}>
                    {read.links.map((l) => (
                      <li key={l} className={styles.link} dir="ltr">{l}</li>
                    ))}
                  </ul>
                ),
              ],
            ]}
          />
          <p className={styles.note}>只有以上内容会发送给本平台核实，短信原文不会发送或保存。</p>
        </section>

        <Button type="submit" color="primary" shape="rounded" size="large" block loading={pending} loadingText="核实中…">
          核实
        </Button>
      </form>

      {showing && answered && (
        <div className={styles.result}>
          {result.isFetching ? (
            <Loading text="正在核实…" lines={3} />
          ) : result.isError ? (
            <LoadFailed text="核实失败" onRetry={() => void send(showing)} error={result.error} />
          ) : result.data ? (
            <NoticeResult data={result.data} asked={showing} />
          ) : null}
        </div>
      )}
    </Page>
  );
}
