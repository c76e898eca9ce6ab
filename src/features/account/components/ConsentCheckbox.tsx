import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { CheckField } from '@/ui/form/CheckField';

/** What a driver who tries to go on without agreeing is told, under the box. */
export const CONSENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

/**
 * The consent every sign-in and registration asks for. Both texts are links (reading one and coming back keeps
 * the tick: it is part of the form's draft).
 */
export function ConsentCheckbox({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (v: boolean) => void; error?: string | null }) {
  return (
    <CheckField id={id} checked={checked} onChange={onChange} error={error}>
      我已阅读并同意<Link to={paths.userAgreement}>《用户协议》</Link>和<Link to={paths.privacyPolicyHistory}>《隐私政策》</Link>
    </CheckField>
  );
}
