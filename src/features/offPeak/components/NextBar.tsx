import { ActionBar, ActionBarButton } from '@/ui/ActionBar';

/**
 * The pinned foot of an off-peak form (a package, a booking): what is due, and 下一步 submitting the form by its id
 * to the order it makes (paid on the order's page).
 */
export function NextBar({ cents, form, pending, disabled }: { cents: number | null; form: string; pending: boolean; disabled?: boolean }) {
  return (
    <ActionBar amount={{ label: '应付', cents }}>
      <ActionBarButton type="submit" form={form} loading={pending} loadingText="提交中…" disabled={disabled}>
        下一步
      </ActionBarButton>
    </ActionBar>
  );
}
