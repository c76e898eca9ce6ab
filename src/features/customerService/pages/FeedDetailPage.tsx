import { Button, List } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import { useSearchParams } from 'react-router-dom';
import { useCloseServiceRequestMutation, useServiceRequestQuery } from '@/api/basic/service';
import type { ServiceRequestDetail } from '@/api/basic/service.types';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { BillBrief } from '../components/BillBrief';
import { ReplyBox } from '../components/ReplyBox';
import { StateTag } from '@/ui/StateTag';
import { SERVICE_TONE } from '../components/serviceTone';
import { Thread } from '../components/Thread';
import { serviceTiming } from '../components/timing';
import styles from './FeedDetailPage.module.css';

const TITLE = '反馈详情';

function CloseButton({ requestNo }: { requestNo: string }) {
  const ui = useFeedback();
  const [close, { isLoading }] = useCloseServiceRequestMutation();
  const onClick = async () => {
    const choice = await ui.dialog({ content: '确认问题已解决并关闭该反馈？关闭后不能再回复。', actions: [{ key: 'cancel', text: '取消' }, { key: 'ok', text: '确认关闭', primary: true }] });
    if (choice !== 'ok') return;
    try {
      await close({ requestNo }).unwrap();
    } catch {
      // Said by the catalogue.
    }
  };
  return (
    <Button block shape="rounded" loading={isLoading} onClick={() => void onClick()}>
      问题已解决，关闭反馈
    </Button>
  );
}

function Detail({ d }: { d: ServiceRequestDetail }) {
  const waiting = d.state === 1 || d.state === 2;
  return (
    <article className={styles.stack} aria-label={`反馈 ${d.requestNo}`}>
      <section className={styles.box} aria-label="反馈状态">
        <p className={styles.line}>
          <span className={styles.title}>{d.kindText}</span>
          <StateTag tone={SERVICE_TONE[d.state]}>{d.stateText}</StateTag>
        </p>
        {waiting && <p className={styles.weak}>客服将于 {formatDateTime(d.promiseTime)} 前回复您</p>}
      </section>
      {d.bill && <BillBrief bill={d.bill} label="反馈的账单" />}
      <CardList header="反馈内容">
        <List.Item extra={d.requestNo}>反馈编号</List.Item>
        <List.Item extra={d.category}>问题分类</List.Item>
        {d.plateNo && <List.Item extra={d.plateNo}>车牌</List.Item>}
        <List.Item extra={formatDateTime(d.createTime)}>提交时间</List.Item>
        <List.Item extra={d.contactPhone}>联系电话</List.Item>
        <List.Item description={d.description}>问题描述</List.Item>
      </CardList>
      {d.pictures.length > 0 && (
        <div className={styles.pictures}>
          {d.pictures.map((src, i) => (
            <img key={src} src={src} alt={`反馈照片${i + 1}`} />
          ))}
        </div>
      )}
      <section className={styles.box} aria-label="客服回复">
        <h2>客服回复</h2>
        <Thread messages={d.messages} />
      </section>
      {d.canReply ? (
        <>
          <section className={styles.box}>
            <ReplyBox requestNo={d.requestNo} />
          </section>
          <CloseButton requestNo={d.requestNo} />
        </>
      ) : (
        <p className={styles.note}>该反馈已关闭，如有新问题请重新提交。</p>
      )}
    </article>
  );
}

function Request({ requestNo }: { requestNo: string }) {
  const query = useServiceRequestQuery({ requestNo });
  // Asked again while open: a reply may arrive at any time.
  const open = query.data !== undefined && query.data.state !== 4;
  useServiceRequestQuery({ requestNo }, { pollingInterval: open ? serviceTiming.pollMs : 0, skip: !open });
  return (
    <QueryState query={query} loading="反馈详情加载中" error="反馈详情加载失败">
      {(d) => <Detail d={d} />}
    </QueryState>
  );
}

/** /customerService/feedDetail?requestNo: a request, its state, the promised reply time, the thread and a follow-up. */
export function FeedDetailPage() {
  const [search] = useSearchParams();
  const requestNo = search.get('requestNo');
  return (
    <Page title={TITLE} fallback={paths.customerServiceFeedHistory}>
      {requestNo ? (
        <RequireDriver>
          <Request requestNo={requestNo} />
        </RequireDriver>
      ) : (
        <Empty text="缺少反馈信息，请从反馈记录进入" />
      )}
    </Page>
  );
}
