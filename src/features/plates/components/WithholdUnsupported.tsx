import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';

/** What an Alipay-type client sees at the withholding pages (the menu hides them there; a URL can still be opened). */
export function WithholdUnsupported() {
  const navigate = useNavigate();
  return (
    <div role="alert">
      <Empty text="当前环境暂不支持无感支付" description="可开启“自动扣费”，离场时从账户余额扣缴停车费">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(-1)}>返回上一页</Button>
        <LinkButton solid to={paths.carManage} block={false}>我的车辆</LinkButton>
      </Empty>
    </div>
  );
}
