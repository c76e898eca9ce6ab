import type { ReactNode } from 'react';
import { useServiceBillsQuery } from '@/api/basic/service';
import type { ServiceKind } from '@/api/basic/service.types';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { BillBrief } from './BillBrief';
import { BillPicker } from './BillPicker';
import { billFormUrl, KIND_CONFIG } from './serviceRules';
import { ServiceForm } from './ServiceForm';
import { SubmitButton } from './SubmitButton';
import { useServiceForm, type ServiceFormOptions } from './useServiceForm';
import styles from './ProblemForm.module.css';

interface Props extends ServiceFormOptions {
  kind: ServiceKind;
  placeholder: string;
  /** Above the form: what the request is about (a plate, a note). */
  intro?: ReactNode;
}

/** The form with its pinned 提交; one Page whatever the state so the heading stays put. */
function FormBody({ intro, placeholder, ...options }: Props) {
  const state = useServiceForm(options);
  return (
    <Page title={KIND_CONFIG[options.kind].title} fallback={paths.customerServiceIndex} footer={<SubmitButton pending={state.form.pending} />}>
      <div className={styles.stack}>
        {intro}
        <ServiceForm kind={options.kind} state={state} placeholder={placeholder} />
      </div>
    </Page>
  );
}

/** A bill's problem: the bill first (from the URL), the form under it; an unknown bill says so. */
function BillForm(props: Props & { billId: string }) {
  const config = KIND_CONFIG[props.kind].bill;
  const bills = useServiceBillsQuery({ kind: config?.kind ?? 'parkingBill' });
  const title = KIND_CONFIG[props.kind].title;
  if (!config) return null;
  if (!bills.data) {
    return (
      <Page title={title} fallback={paths.customerServiceIndex}>
        {bills.isError ? <LoadFailed text={`${config.noun}加载失败`} onRetry={() => void bills.refetch()} busy={bills.isFetching} error={bills.error} /> : <Loading text={`${config.noun}加载中`} />}
      </Page>
    );
  }
  const bill = bills.data.results.find((b) => b.billId === props.billId);
  if (!bill) {
    return (
      <Page title={title} fallback={paths.customerServiceIndex}>
        <Empty text={`未找到该${config.noun}`}>
          <LinkButton to={config.picker}>重新选择{config.noun}</LinkButton>
        </Empty>
      </Page>
    );
  }
  return <FormBody {...props} intro={<BillBrief bill={bill} label={`反馈的${config.noun}`} />} />;
}

/**
 * A request of one kind, for a signed-in driver. A bill kind without its bill in the URL shows the driver's bills
 * to choose from first; with it, the bill above the form.
 */
export function ProblemForm(props: Props) {
  const config = KIND_CONFIG[props.kind].bill;
  let body: ReactNode;
  if (config && !props.billId) {
    body = (
      <Page title={`选择${config.noun}`} fallback={paths.customerServiceIndex}>
        <BillPicker kind={config.kind} label={`选择${config.noun}`} noun={config.noun} to={(b) => billFormUrl(props.kind, b.billId)} />
      </Page>
    );
  } else if (config && props.billId) {
    body = <BillForm {...props} billId={props.billId} />;
  } else {
    body = <FormBody {...props} />;
  }
  return <RequireDriver>{body}</RequireDriver>;
}
