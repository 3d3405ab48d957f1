import type { Role, Viewer } from './user.js';

/** The flags of the property page header, as its scripts read them: strings '1' or '0'. */
export type HeaderFlag = '1' | '0';

/** The user part of the property page header (spec §2.2, §3.2). */
export interface UserContext {
  /** 0 when anonymous. */
  currentUser: number;
  userInfos: Role[];
  userVerified: HeaderFlag;
  canAuction: HeaderFlag;
}

const flag = (value: boolean): HeaderFlag => (value ? '1' : '0');

export function userContext(viewer: Viewer): UserContext {
  if (viewer.id === 0) return { currentUser: 0, userInfos: [], userVerified: '0', canAuction: '0' };
  return {
    currentUser: viewer.id,
    userInfos: [...viewer.roles],
    userVerified: flag(viewer.verified),
    canAuction: flag(viewer.canAuction),
  };
}
