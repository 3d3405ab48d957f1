import { shallowEqual, useSelector } from 'react-redux';
import { selectAuctionState, type AuctionState } from './auction-slice.js';

/**
 * Some fields of the auction's state, read together: the component renders again when one of them
 * changes, not on every change of the state (the clock's tick and each poll answer change it every
 * second; a component reading the whole state would be drawn again, with all it holds, each time).
 */
export function useAuctionFields<K extends keyof AuctionState>(...keys: K[]): Pick<AuctionState, K> {
  return useSelector((root: unknown) => {
    const state = selectAuctionState(root);
    const fields = {} as Pick<AuctionState, K>;
    for (const key of keys) fields[key] = state[key];
    return fields;
  }, shallowEqual);
}
