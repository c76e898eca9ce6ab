import * as v from 'valibot';
import { known, wireTime } from '../../lib/schema';

/**
 * The family and friends a driver follows and pays for (the driver service's driverGroupMembers). These calls are
 * not in endpoints.json beyond getMineGroups; they are this app's design, served by mocks/services/driver/members.ts.
 */

/** A driver follows at most this many people (the server refuses the next one with MEMBER_CODES.limit). */
export const MAX_FOLLOWS = 5;

export const MEMBER_CODES = {
  limit: '0xd12503001',
  /** Already followed (the same phone). */
  duplicate: '0xd12503002',
  /** The driver's own phone. */
  self: '0xd12503003',
} as const;

export const RELATIONS = ['家人', '朋友', '同事'] as const;
/** How the driver knows the person, shown beside the name. */
export const Relation = known(RELATIONS);
export type Relation = v.InferOutput<typeof Relation>;

export const FollowMember = v.object({
  memberId: v.string(),
  name: v.string(),
  /** Masked: 139****9000. */
  phone: v.string(),
  relation: Relation,
  /** The plates the driver pays for on their behalf. */
  plateNos: v.array(v.string()),
  createdAt: wireTime,
});
export type FollowMember = v.InferOutput<typeof FollowMember>;

/** GET /driver/v2/api/driverGroupMembers/follows */
export const FollowList = v.object({ results: v.array(FollowMember) });
export type FollowList = v.InferOutput<typeof FollowList>;

/** POST /driver/v2/api/driverGroupMembers/follows */
export const FollowBody = v.object({
  name: v.string(),
  phone: v.string(),
  relation: v.picklist(RELATIONS),
  plateNo: v.string(),
});
export type FollowBody = v.InferOutput<typeof FollowBody>;
