import { List } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { constants } from '@config/constants';
import { useParkOrdersQuery } from '@/api/charge';
import type { ParkOrderItem } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { QueryState } from '@/ui/states/States';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ArrearsPage.module.css';

/** /arrearsPage: the driver's arrears (the same list as /multiPayPage?arrearsOnly=1), each with its own pay link. */
export function ArrearsPage() {
  return (
    <RequireDriver>
      <ArrearsBody />
    </RequireDriver>
  );
}

const owed = (results: ParkOrderItem[]) => results.filter((b) => b.parkFee > 0);

function ArrearsRow({ bill }: { bill: ParkOrderItem }) {
  return (
    <List.Item
      description={
        <span>
          {/* Each part whole: in 长辈模式 the line breaks at the dot, not inside 1小时40分. */}
          <span className={styles.nowrap}>{formatDateTime(bill.parkStartTime)}</span> · <span className={styles.nowrap}>{bill.parkDurationText}</span>
        </span>
      }
      extra={
        <span className={styles.rowSide}>
          <span className={`${styles.fee} ${styles.nowrap}`}>{formatMoney(bill.parkFee)}</span>
          <LinkButton
            solid
            small
            block={false}
            to={href(paths.payPage, { uniqueId: bill.uniqueId, parkId: bill.parkId })}
            label={`补缴 ${formatPlate(bill.plateNo)} ${bill.parkName}`}
          >
            补缴
          </LinkButton>
        </span>
      }
    >
      <span className={styles.billMain}>
        <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} size="small" />
        <span>{bill.parkName}</span>
      </span>
    </List.Item>
  );
}

function ArrearsBody() {
  const q = useParkOrdersQuery({ requestType: 2, pageNo: 1, pageSize: constants.arrearsPageSize });
  return (
    <Page title="欠费记录">
      <QueryState
        query={q}
        loading="欠费加载中"
        error="欠费查询失败"
        empty={{
          when: (d) => owed(d.results).length === 0,
          text: '暂无欠费记录',
          action: (
            <LinkButton block={false} to={paths.home}>返回首页</LinkButton>
          ),
        }}
      >
        {(data) => {
          const items = owed(data.results);
          const total = items.reduce((s, b) => s + b.parkFee, 0);
          return (
            <>
              <div className={styles.listHead}>
                <span>
                  <span className={styles.nowrap}>共{items.length}笔欠费，</span>
                  <span className={styles.nowrap}>
                    合计 <strong className={styles.fee}>{formatMoney(total)}</strong>
                  </span>
                </span>
                {items.length > 1 && (
                  <Link className={styles.textLink} to={href(paths.multiPayPage, { arrearsOnly: 1 })}>
                    全部补缴
                  </Link>
                )}
              </div>
              <div role="list" aria-label="欠费账单">
                <CardList>
                  {items.map((b) => (
                    <div role="listitem" key={b.uniqueId}>
                      <ArrearsRow bill={b} />
                    </div>
                  ))}
                </CardList>
              </div>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
