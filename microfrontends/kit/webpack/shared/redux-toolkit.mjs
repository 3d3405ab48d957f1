// @reduxjs/toolkit as the shell and the remotes share it (see README.md).
export {
  combineSlices,
  configureStore,
  createAction,
  createSelector,
  createSlice,
} from '@reduxjs/toolkit-whole';
