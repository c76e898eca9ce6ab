import { Button } from 'antd-mobile';
import { SERVICE_FORM_ID } from './ServiceForm';

export function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" size="large" shape="rounded" type="submit" form={SERVICE_FORM_ID} loading={pending} loadingText="提交中…">
      提交
    </Button>
  );
}
