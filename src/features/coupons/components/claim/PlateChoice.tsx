import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { ChoiceRadios } from '@/ui/form';
import { LinkButton } from '@/ui/LinkButton';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { StateTag } from '@/ui/StateTag';
import { QueryState } from '@/ui/states/States';
import type { Ticket } from '../links';
import { useClaim } from './useClaim';
import styles from './PlateChoice.module.css';

/** 添加车辆, coming back here (with the ticket) once the plate is bound. */
function AddCarLink({ solid }: { solid?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <LinkButton solid={solid} to={href(paths.addCar, { redirect: pathname + search })}>
      添加车辆
    </LinkButton>
  );
}

/** The driver's bound plates as radios (the default one chosen first), 添加车辆 below the limit, and 领取. */
function PlateClaimForm({ plates, maxCount, ticket }: { plates: BoundPlateItem[]; maxCount: number; ticket: Ticket }) {
  const [chosen, setChosen] = useState(() => (plates.find((p) => p.isDefault === 1) ?? plates[0])?.plateNo ?? '');
  const { claim, pending, error } = useClaim(ticket);
  return (
    <div className={styles.stack}>
      <div className={styles.card}>
        <ChoiceRadios
          id="cl-plate"
          legend="选择领券车辆"
          hint="优惠券将绑定到所选车辆，该车辆停车缴费时可以使用"
          choices={plates.map((p) => ({
            value: p.plateNo,
            label: <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />,
            side: p.isDefault === 1 ? <StateTag tone="primary">默认</StateTag> : undefined,
          }))}
          value={chosen}
          onChange={setChosen}
          disabled={pending}
        />
      </div>
      {plates.length < maxCount && <AddCarLink />}
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <Button block color="primary" shape="rounded" size="large" disabled={!chosen || pending} loading={pending} loadingText="领取中…" onClick={() => void claim(chosen)}>
        领取
      </Button>
    </div>
  );
}

/**
 * The plate the coupon binds to, from the driver's bound plates (the default one chosen first); none bound: 添加车辆
 * first, which comes back here. 领取 claims once.
 */
export function PlateChoice({ ticket }: { ticket: Ticket }) {
  const plates = useBoundPlatesQuery();
  return (
    <QueryState
      query={plates}
      loading="车辆加载中"
      error="车辆加载失败"
      empty={{
        when: (d) => d.results.length === 0,
        text: '您还没有绑定车辆',
        description: '优惠券需要绑定到车辆使用，请先添加车辆',
        action: <AddCarLink solid />,
      }}
    >
      {(d) => <PlateClaimForm plates={d.results} maxCount={d.maxCount} ticket={ticket} />}
    </QueryState>
  );
}
