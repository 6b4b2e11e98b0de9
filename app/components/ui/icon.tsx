import {
  Award, Axe, BadgeCheck, Building, CalendarCheck, Car, CircleDot, Clock, CloudLightning, Droplets,
  FileText, GraduationCap, HardHat, House, Landmark, Leaf, MapPin, Phone, Recycle, Ruler, Scissors,
  SearchCheck, ShieldCheck, ShieldExclamationPoint, Siren, Stethoscope, Tractor, TreePalm, TreePine,
  Trees, ThumbsUp, Users, Wind, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  axe: Axe,
  scissors: Scissors,
  stethoscope: Stethoscope,
  "circle-dot": CircleDot,
  "shield-alert": ShieldExclamationPoint,
  siren: Siren,
  palmtree: TreePalm,
  building: Building,
  tractor: Tractor,
  landmark: Landmark,
  leaf: Leaf,
  "cloud-lightning": CloudLightning,
  wind: Wind,
  zap: Zap,
  house: House,
  car: Car,
  "tree-pine": TreePine,
  trees: Trees,
  award: Award,
  "shield-check": ShieldCheck,
  clock: Clock,
  phone: Phone,
  "file-text": FileText,
  "graduation-cap": GraduationCap,
  ruler: Ruler,
  "badge-check": BadgeCheck,
  users: Users,
  "calendar-check": CalendarCheck,
  "thumbs-up": ThumbsUp,
  "map-pin": MapPin,
  "hard-hat": HardHat,
  recycle: Recycle,
  droplets: Droplets,
  "search-check": SearchCheck,
};

/** A decorative content icon; the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
