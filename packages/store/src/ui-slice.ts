import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appStarted } from './app-events.js';
import type { AppStartListening } from './root-reducer.js';

/** How long the loading overlay stays on after start (spec 9). */
export const STARTUP_LOADING_MS = 1000;

/** The global loading overlay: on at start for 1 s, and while something asks for it (spec 4). */
export interface UiState {
  /** True from start until the start-up delay ends. */
  readonly startup: boolean;
  /** True while calls that ask for loading run (api-client onLoading), or the app asked for it. */
  readonly loading: boolean;
  /** What the overlay says; null: the app's default loading text. */
  readonly loadingText: string | null;
}

/** The loading overlay turned on or off, with an optional text. */
export interface LoadingChangedPayload {
  readonly loading: boolean;
  readonly text?: string | null;
}

const initialState: UiState = { startup: true, loading: false, loadingText: null };

/** The ui slice: the overlay is shown while start-up or a loading request is under way. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    startupEnded(state) {
      state.startup = false;
    },
    loadingChanged: {
      reducer(state, action: PayloadAction<LoadingChangedPayload>) {
        state.loading = action.payload.loading;
        state.loadingText = action.payload.loading ? (action.payload.text ?? null) : null;
      },
      prepare: (loading: boolean, text?: string | null) => ({ payload: { loading, text } }),
    },
  },
  selectors: {
    selectIsLoading: (state) => state.startup || state.loading,
    selectLoadingText: (state) => state.loadingText,
  },
});

export const { startupEnded, loadingChanged } = uiSlice.actions;
export const { selectIsLoading, selectLoadingText } = uiSlice.selectors;

/** Ends the start-up overlay STARTUP_LOADING_MS after the app started (spec 9). */
export function addStartupListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, { delay, dispatch }) => {
      await delay(STARTUP_LOADING_MS);
      dispatch(startupEnded());
    },
  });
}
