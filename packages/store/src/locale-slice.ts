import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@storefront/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The interface language; only the three supported locales are ever stored. */
export interface LocaleState {
  readonly value: Locale;
}

const initialState: LocaleState = { value: DEFAULT_LOCALE };

/** The locale slice: an unsupported locale is rejected and leaves the state unchanged. */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<string>) {
      if (isSupportedLocale(action.payload)) state.value = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.value,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
