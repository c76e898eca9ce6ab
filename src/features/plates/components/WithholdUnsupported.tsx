import { Link, useNavigate } from 'react-router-dom';

/** What an Alipay-type client sees at the withholding pages (the menu hides them there; a URL can still be opened). */
export function WithholdUnsupported() {
  const navigate = useNavigate();
  return (
    <div className="pl-state">
      <p role="alert">当前环境暂不支持无感支付</p>
      <p className="pl-hint">可开启“自动扣费”，离场时从账户余额扣缴停车费</p>
      <div className="pl-state-actions">
        <button type="button" className="pl-btn pl-btn--ghost" onClick={() => void navigate(-1)}>返回上一页</button>
        <Link className="pl-btn pl-btn--primary" to="/carManage">我的车辆</Link>
      </div>
    </div>
  );
}
