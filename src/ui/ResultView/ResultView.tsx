import { Button, Result } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './ResultView.module.css';

/** How something the driver did ended. 'cancelled' is the driver's own choice, so it is calm, not an alarm. */
export type Outcome = 'success' | 'failure' | 'pending' | 'cancelled';

export interface ResultAction {
  text: string;
  /** A route to go to, or a handler. */
  to?: string;
  onClick?: () => void;
  loading?: boolean;
}

const LOOK: Record<Outcome, { status: 'success' | 'error' | 'waiting' | 'info'; icon: ReactNode }> = {
  success: { status: 'success', icon: <CheckCircleFill aria-hidden="true" /> },
  failure: { status: 'error', icon: <CloseCircleFill aria-hidden="true" /> },
  pending: { status: 'waiting', icon: <ClockCircleFill aria-hidden="true" /> },
  cancelled: { status: 'info', icon: <InformationCircleFill aria-hidden="true" /> },
};

export interface ResultViewProps {
  outcome: Outcome;
  title: string;
  description?: ReactNode;
  /** The one thing to do next (filled button). */
  primary?: ResultAction;
  /** The other way out (outlined button). */
  secondary?: ResultAction;
  /** Details under the result: amounts, times, order numbers. */
  children?: ReactNode;
}

function ActionButton({ action, fill }: { action: ResultAction; fill: 'solid' | 'outline' }) {
  const navigate = useNavigate();
  return (
    <Button
      block
      color="primary"
      fill={fill}
      shape="rounded"
      size="large"
      loading={action.loading}
      loadingText={action.text}
      onClick={() => {
        if (action.onClick) action.onClick();
        else if (action.to) navigate(action.to, { replace: true });
      }}
    >
      {action.text}
    </Button>
  );
}

/**
 * The end of a flow (paid, submitted, failed, still waiting): icon, title as a heading, description, details and
 * at most two actions. The status is announced to screen readers as it appears.
 */
export function ResultView({ outcome, title, description, primary, secondary, children }: ResultViewProps) {
  const look = LOOK[outcome];
  return (
    <section className={outcome === 'cancelled' ? `${styles.result} ${styles.cancelled}` : styles.result} role="status" aria-live="polite">
      <Result status={look.status} icon={look.icon} title={<h2 className={styles.title}>{title}</h2>} description={description} />
      {children && <div className={styles.details}>{children}</div>}
      {(primary || secondary) && (
        <div className={styles.actions}>
          {primary && <ActionButton action={primary} fill="solid" />}
          {secondary && <ActionButton action={secondary} fill="outline" />}
        </div>
      )}
    </section>
  );
}
