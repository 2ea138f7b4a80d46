import { createSlice } from '@reduxjs/toolkit';

/** Whether the visitor said they are over 18; lasts for the session (sessionStorage, spec 4). */
export interface AgeGateState {
  readonly verified: boolean;
}

const initialState: AgeGateState = { verified: false };

/** The age gate slice: unverified, then verified on Enter (Leave is the app's: it goes back one page). */
export const ageGateSlice = createSlice({
  name: 'ageGate',
  initialState,
  reducers: {
    ageVerified() {
      return { verified: true };
    },
  },
  selectors: {
    selectIsAgeVerified: (state) => state.verified,
  },
});

export const { ageVerified } = ageGateSlice.actions;
export const { selectIsAgeVerified } = ageGateSlice.selectors;
