// Tokens first, so dist/index.css defines the custom properties before the components' rules.
import './styles/tokens.css';

export {
  ProductCard,
  type ProductCardLabels,
  type ProductCardLinkProps,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card/ProductCard.js';
export * from './exports/forms.js';
export * from './exports/overlays.js';
export * from './exports/catalogue.js';
export * from './exports/shell.js';
