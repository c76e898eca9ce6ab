import { List } from 'antd-mobile';
import { usePersonalDataQuery } from '@/api/driver/personalData';
import type { PersonalData, PersonalDataCategory } from '@/api/driver/personalData.types';
import { formatDateTime } from '@/lib/time';
import { CardList } from '@/ui/CardList';
import { Facts } from '@/ui/Facts';
import { QueryState } from '@/ui/states/States';
import styles from './MyData.module.css';

/**
 * The line under a category's title, agreeing with its count: 暂无记录 only when nothing is held; records held but
 * undated say nothing rather than deny them.
 */
function lastLine(c: PersonalDataCategory): string | null {
  if (c.lastAt) return `最近：${formatDateTime(c.lastAt)}`;
  return c.count === 0 ? '暂无记录' : null;
}

function Categories({ data }: { data: PersonalData }) {
  const { account } = data;
  return (
    <>
      <CardList header="账号信息">
        <List.Item>
          <Facts rows={[['手机号', account.maskedPhone], ['姓名', account.userName || '未填写'], ['昵称', account.nickName || '未填写'], ['注册时间', formatDateTime(account.registeredAt)]]} />
        </List.Item>
      </CardList>
      <CardList header="我们保存的数据">
        {data.categories.filter((c) => c.kind !== 'account' && c.kind !== 'unknown').map((c) => (
          <List.Item key={c.kind} description={c.purpose} extra={<span className={styles.count}>{c.count} 条</span>}>
            <span className={styles.categoryTitle}>{c.title}</span>
            <span className={styles.last}>{lastLine(c)}</span>
          </List.Item>
        ))}
      </CardList>
    </>
  );
}

/** Every category the service holds for the driver, each with its count, newest date and what it is used for. */
export function Holdings() {
  const data = usePersonalDataQuery();
  return (
    <section aria-labelledby="my-data-held" className={styles.section}>
      <h2 id="my-data-held" className={styles.heading}>我们保存的您的数据</h2>
      <QueryState query={data} loading="我的数据加载中" error="我的数据加载失败">
        {(d) => <Categories data={d} />}
      </QueryState>
    </section>
  );
}
