import {
  Shield,
  Sparkles,
  SquareParking,
  Utensils,
  WashingMachine,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

// The amenities with their own icon (docs/product-rules.md#amenities). Keys are lower-case
// letters only, so 'Wi-Fi' and 'WIFI' match too.
const knownAmenityIcons: Record<string, LucideIcon> = {
  wifi: Wifi,
  parking: SquareParking,
  security: Shield,
  mess: Utensils,
  laundry: WashingMachine,
};

function amenityIcon(amenity: string): LucideIcon {
  return knownAmenityIcons[amenity.toLowerCase().replace(/[^a-z]/g, '')] ?? Sparkles;
}

type AmenityListProps = {
  amenities: readonly string[];
  /** Show at most this many, then '+N more'. */
  limit?: number;
};

export function AmenityList({ amenities, limit = Infinity }: AmenityListProps) {
  const shown = amenities.slice(0, limit);
  const hidden = amenities.slice(shown.length);

  return (
    <ul aria-label="Amenities" className="flex flex-wrap gap-1.5">
      {shown.map((amenity) => {
        const Icon = amenityIcon(amenity);
        return (
          <li
            key={amenity}
            className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700"
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
            {amenity}
          </li>
        );
      })}
      {hidden.length > 0 && (
        <li
          title={hidden.join(', ')}
          className="inline-flex items-center rounded-md px-2 py-1 text-xs font-medium text-slate-600"
        >
          +{hidden.length} more
        </li>
      )}
    </ul>
  );
}
