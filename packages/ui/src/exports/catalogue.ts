// The catalogue components of the kit; re-exported by src/index.ts.
export { Badge, type BadgeProps, type BadgeVariant } from '../badge/Badge.js';
export { CouponCard, type CouponCardLabels, type CouponCardProps } from '../coupon-card/CouponCard.js';
export {
  OrderCard,
  type OrderCardLabels,
  type OrderCardLine,
  type OrderCardLinkProps,
  type OrderCardOrder,
  type OrderCardProps,
} from '../order-card/OrderCard.js';
export { Pagination, type PaginationLabels, type PaginationProps } from '../pagination/Pagination.js';
export type { ApproximateCurrency } from '../price-tag/format-approximate.js';
export { PriceTag, type PriceTagLabels, type PriceTagProps } from '../price-tag/PriceTag.js';
export { ProductGallery, type ProductGalleryLabels, type ProductGalleryProps } from '../product-gallery/ProductGallery.js';
export { type TabItem, Tabs, type TabsProps } from '../tabs/Tabs.js';
export {
  type VariantGroup,
  type VariantOption,
  VariantPicker,
  type VariantPickerLabels,
  type VariantPickerProps,
  type VariantPickerSubmit,
  type VariantSelection,
} from '../variant-picker/VariantPicker.js';
