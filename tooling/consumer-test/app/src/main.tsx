// The Vite entry: the kit's stylesheet, then the app on the page.
import '@storefront/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createShop } from './shop.js';

const shop = createShop('/v1', 'tw', []);
const root = document.getElementById('root');
if (root) createRoot(root).render(<App store={shop.store} i18n={shop.i18n} locale="tw" />);
