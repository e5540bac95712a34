import { createElement } from 'react';
import {
  BadgeCheckIcon,
  CameraIcon,
  ChartColumnIcon,
  ClipboardCheckIcon,
  CreditCardIcon,
  FactoryIcon,
  LandmarkIcon,
  LaptopIcon,
  LightbulbIcon,
  type LucideIcon,
  MegaphoneIcon,
  PackageIcon,
  ScaleIcon,
  ShoppingCartIcon,
  StampIcon,
  StoreIcon,
  TentIcon,
  TruckIcon,
} from 'lucide-react';

/**
 * The 16 icon names the categories carry (GET /api/categories `icon`, PascalCase lucide names, as
 * seeded in src/server/db/seed/reference-data.ts). A static map on purpose: looking lucide up by
 * name at run time would pull every icon into the bundle. Other names fall back to ClipboardCheck
 * (spec §2), so a new seed icon must be added here too.
 */
const ICONS: Record<string, LucideIcon> = {
  BadgeCheck: BadgeCheckIcon,
  Camera: CameraIcon,
  ChartColumn: ChartColumnIcon,
  ClipboardCheck: ClipboardCheckIcon,
  CreditCard: CreditCardIcon,
  Factory: FactoryIcon,
  Landmark: LandmarkIcon,
  Laptop: LaptopIcon,
  Lightbulb: LightbulbIcon,
  Megaphone: MegaphoneIcon,
  Package: PackageIcon,
  Scale: ScaleIcon,
  ShoppingCart: ShoppingCartIcon,
  Stamp: StampIcon,
  Store: StoreIcon,
  Tent: TentIcon,
  Truck: TruckIcon,
};

/** The lucide component for a category icon name; ClipboardCheck when null or unknown. */
export function resolveCategoryIcon(name: string | null | undefined): LucideIcon {
  return (name && ICONS[name]) || ClipboardCheckIcon;
}

/** A category's icon, decorative (the category name is always shown beside it). */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  // createElement: the component comes from a static map, it is not created during render.
  return createElement(resolveCategoryIcon(name), { className, 'aria-hidden': true });
}
