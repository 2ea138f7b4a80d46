import { createAction } from '@reduxjs/toolkit';

/**
 * The app started: dispatched once after the store is made. It hides the start-up overlay after
 * 1 s, loads the cart (once) and the profile when a session is stored, and fetches today's
 * exchange rate unless it was already fetched this UTC day.
 */
export const appStarted = createAction('app/started');
