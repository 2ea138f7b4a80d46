// Tokens first, so dist/index.css defines the custom properties before the components' rules.
import './styles/tokens.css';

export {
  ProductCard,
  type ProductCardLabels,
  type ProductCardLinkProps,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card/ProductCard.js';
