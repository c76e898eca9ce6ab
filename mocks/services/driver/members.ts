import type { FollowMember } from '../../../src/api/driver/members.types';
import { MAX_FOLLOWS, MEMBER_CODES, RELATIONS } from '../../../src/api/driver/members.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, phone, plateNo, str } from '../../core/validate';
import { wireTime } from '../../core/wireTime';
import type { FollowRecord } from '../../db/members';

const BAD_NAME = /[/\\:*?"<'>|%&]/;

function toMember(f: FollowRecord): FollowMember {
  return {
    memberId: f.memberId, name: f.name, phone: `${f.phone.slice(0, 3)}****${f.phone.slice(7)}`, relation: f.relation,
    plateNos: [...f.plateNos], createdAt: wireTime(f.createdAt),
  };
}

/** The people a driver follows and pays for: list, add (name, phone, relation, one plate), remove. */
export function registerMemberRoutes(r: MockRouter) {
  r.get('/driver/v2/api/driverGroupMembers/follows', ({ db, requireDriver }) => {
    const d = requireDriver();
    const mine = db.follows.filter((f) => f.driverId === d.driverId).sort((a, b) => b.createdAt - a.createdAt);
    return { results: mine.map(toMember) };
  });

  r.post('/driver/v2/api/driverGroupMembers/follows', ({ db, req, requireDriver, now }) => {
    const d = requireDriver();
    const name = str(req.input, 'name', '姓名').trim();
    if (name.length > 10) badRequest('姓名不能超过10个字');
    if (BAD_NAME.test(name)) badRequest('姓名不能包含特殊字符');
    const tel = phone(req.input);
    const relation = oneOf(req.input, 'relation', '关系', RELATIONS);
    const plate = plateNo(req.input);
    const mine = db.follows.filter((f) => f.driverId === d.driverId);
    if (tel === d.phone) throw new MockFail(MEMBER_CODES.self, '不能关注自己');
    if (mine.some((f) => f.phone === tel)) throw new MockFail(MEMBER_CODES.duplicate, '已关注该手机号');
    if (mine.length >= MAX_FOLLOWS) throw new MockFail(MEMBER_CODES.limit, `最多关注${MAX_FOLLOWS}位亲友`);
    const record: FollowRecord = { memberId: db.seq.next('F'), driverId: d.driverId, name, phone: tel, relation, plateNos: [plate], createdAt: now() };
    db.follows.push(record);
    return toMember(record);
  });

  r.delete('/driver/v2/api/driverGroupMembers/follows/{memberId}', ({ db, req, requireDriver }) => {
    const d = requireDriver();
    const i = db.follows.findIndex((f) => f.memberId === req.params.memberId && f.driverId === d.driverId);
    if (i < 0) notFound('该亲友不存在');
    db.follows.splice(i, 1);
    return null;
  });
}
