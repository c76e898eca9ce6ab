import { useNavigate, useSearchParams } from 'react-router-dom';
import { useChargingCardsQuery } from '@/api/cps/vins';
import type { ChargingCard } from '@/api/cps/vins.types';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { CardPasswordForm } from '../components/vinCards/CardPasswordForm';

/** The card the query names; without one, the driver's only card (several: they choose on /chargingCard). */
function cardFor(cards: ChargingCard[], cardNo: string | null): ChargingCard | undefined {
  if (cardNo) return cards.find((c) => c.cardNo === cardNo);
  return cards.length === 1 ? cards[0] : undefined;
}

/** Under RequireDriver, so a visitor's visit calls nothing. */
function ForCard() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cardNo = params.get('cardNo');
  const cards = useChargingCardsQuery();
  return (
    <QueryState query={cards} loading="充电卡加载中" error="充电卡加载失败">
      {(data) => {
        const card = cardFor(data, cardNo);
        if (!card) {
          return (
            <Empty text={cardNo || data.length === 0 ? '未找到该充电卡' : '请选择要修改密码的充电卡'} description="请在我的充电卡中选择">
              <LinkButton solid block={false} to={paths.chargingCard}>
                查看我的充电卡
              </LinkButton>
            </Empty>
          );
        }
        return <CardPasswordForm card={card} onChanged={() => navigate(paths.chargingCard, { replace: true })} />;
      }}
    </QueryState>
  );
}

/** /changeCardPassword?cardNo=: a charging card's 6-digit password; success goes back to /chargingCard. */
export function ChangeCardPasswordPage() {
  return (
    <Page title="修改充电卡密码" fallback={paths.chargingCard}>
      <RequireDriver>
        <ForCard />
      </RequireDriver>
    </Page>
  );
}
