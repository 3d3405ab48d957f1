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
