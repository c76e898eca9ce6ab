import { EmailField as KitEmailField, type EmailFieldProps } from '@/ui/form';

/** The address the invoice is sent to: the kit's field with the invoice's words. */
export function EmailField({ label = '接收邮箱', hint = '发票开具后将以PDF发送到该邮箱', ...props }: Omit<EmailFieldProps, 'label'> & { label?: string }) {
  return <KitEmailField label={label} hint={hint} {...props} />;
}
