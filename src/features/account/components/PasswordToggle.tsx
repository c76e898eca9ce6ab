import { Button } from 'antd-mobile';

/** 显示/隐藏 beside a password input; pressed while the password is shown. */
export function PasswordToggle({ shown, onToggle, controls }: { shown: boolean; onToggle: () => void; controls: string }) {
  return (
    <Button color="primary" fill="none" size="small" aria-controls={controls} aria-pressed={shown} onClick={onToggle}>
      {shown ? '隐藏' : '显示'}
    </Button>
  );
}
