import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@storefront/domain';
import type { AppStartListening } from './root-reducer.js';
import { loadingChanged } from './ui-slice.js';

/** The interface language; only the three supported locales are ever stored. */
export interface LocaleState {
  readonly value: Locale;
  /** True when the shopper chose it (kept under `lang`), rather than it being detected from the browser. */
  readonly chosen?: boolean;
}

const initialState: LocaleState = { value: DEFAULT_LOCALE };

/** The locale slice: an unsupported locale, or the one already shown, leaves the state unchanged. */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<string>) {
      if (!isSupportedLocale(action.payload) || action.payload === state.value) return;
      state.value = action.payload;
      state.chosen = true;
    },
  },
  selectors: {
    selectLocale: (state) => state.value,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;

/** A change of locale (an unsupported one never changes the state) is saved, shows the overlay and reloads the page. */
export function addLocaleListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action, current, previous) => localeChanged.match(action) && selectLocale(current) !== selectLocale(previous),
    effect: (_action, { dispatch, extra }) => {
      dispatch(loadingChanged(true));
      extra.reload?.();
    },
  });
}
