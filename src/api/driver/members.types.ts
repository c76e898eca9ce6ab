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
export type Relation = (typeof RELATIONS)[number];

export interface FollowMember {
  memberId: string;
  name: string;
  /** Masked: 139****9000. */
  phone: string;
  relation: Relation;
  /** The plates the driver pays for on their behalf. */
  plateNos: string[];
  createdAt: string;
}

/** GET /driver/v2/api/driverGroupMembers/follows */
export interface FollowList {
  results: FollowMember[];
}

/** POST /driver/v2/api/driverGroupMembers/follows */
export interface FollowBody {
  name: string;
  phone: string;
  relation: Relation;
  plateNo: string;
}
