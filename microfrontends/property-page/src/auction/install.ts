// Brings the auction's state and epics into the shell's store, once per store.
import type { AppStore } from '@immo/kit';
import { auctionSlice } from './auction-slice.js';
import { auctionEpics, defaultAuctionPorts, type AuctionPorts } from './epics.js';

type InstallableStore = Pick<AppStore, 'injectReducer' | 'addEpic'>;

const installed = new WeakSet<object>();

export function installAuction(store: InstallableStore, ports: AuctionPorts = defaultAuctionPorts): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.injectReducer(auctionSlice.reducerPath, auctionSlice.reducer);
  for (const [key, epic] of Object.entries(auctionEpics(ports))) store.addEpic(key, epic);
}
