import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Server time is the only time (spec §4): the shell keeps how far the server's clock is from the
 * browser's, learnt from each answer that carries `currentAuctionNowDateTime`.
 */
export interface ServerClockState {
  offsetMs: number;
}

export const SERVER_CLOCK_KEY = 'shellServerClock';

export const serverClockSlice = createSlice({
  name: SERVER_CLOCK_KEY,
  initialState: { offsetMs: 0 } as ServerClockState,
  reducers: {
    serverTimeObserved: (state, action: PayloadAction<{ serverNow: string; clientNow: number }>) => {
      const serverMs = Date.parse(action.payload.serverNow);
      if (Number.isFinite(serverMs)) state.offsetMs = serverMs - action.payload.clientNow;
    },
  },
});

export const { serverTimeObserved } = serverClockSlice.actions;

export const selectServerOffsetMs = (state: unknown): number =>
  (state as Partial<Record<typeof SERVER_CLOCK_KEY, ServerClockState>>)[SERVER_CLOCK_KEY]?.offsetMs ?? 0;
