import { ANONYMOUS, ROLES, type Role, type Viewer } from '@immo/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The logged-in user as /api/me answers it. */
export interface Me {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  assistance: boolean;
  verified: boolean;
  canAuction: boolean;
}

export interface SessionState {
  status: 'unknown' | 'anonymous' | 'authenticated';
  user: Me | null;
}

const initialState: SessionState = { status: 'unknown', user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded: (_state, action: PayloadAction<Me | null>): SessionState =>
      action.payload
        ? { status: 'authenticated', user: action.payload }
        : { status: 'anonymous', user: null },
    loggedOut: (): SessionState => ({ status: 'anonymous', user: null }),
  },
});

export const { sessionLoaded, loggedOut } = sessionSlice.actions;
export const selectSession = (state: { session: SessionState }): SessionState => state.session;
export const hasRole = (user: Me | null, role: string): boolean => user?.roles.includes(role) ?? false;

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** The session's user as core's rules read a viewer: roles core does not know dropped, nobody anonymous. */
export const viewerOfSession = (user: Me | null): Viewer =>
  user === null
    ? ANONYMOUS
    : {
        id: user.id,
        roles: user.roles.filter(isRole),
        assistance: user.assistance,
        verified: user.verified,
        canAuction: user.canAuction,
      };
