import { createContext } from 'react';
import type { I18n } from '../index.js';

/** The translations I18nProvider gives its tree. */
export const I18nContext = createContext<I18n | null>(null);
