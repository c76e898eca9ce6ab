import { Link } from '@/ui/Link';
import { href, paths } from '@/lib/paths';
import { CheckField } from '@/ui/form';
import styles from './NoticeCheck.module.css';

/**
 * 我已阅读并同意《月卡办理须知》: the rule's notice (a link to it) accepted before applying. Ticked already when the
 * driver came through the notice page for this rule.
 */
export function NoticeCheck({ id, parkId, ruleId, checked, onChange, error }: {
  id: string;
  parkId: string;
  ruleId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  return (
    <CheckField id={id} checked={checked} onChange={onChange} error={error}>
      我已阅读并同意
      <Link className={styles.link} to={href(paths.monthlyRuleNotice, { parkId, ruleId, from: 'form' })}>
        《月卡办理须知》
      </Link>
    </CheckField>
  );
}
