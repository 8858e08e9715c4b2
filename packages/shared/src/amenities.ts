import { z } from 'zod';

export const AMENITY_MAX_LENGTH = 50;
export const AMENITIES_MAX = 30;

/** "WiFi, Mess , wifi,,Laundry" -> ["WiFi", "Mess", "Laundry"]: trimmed, no blanks, no repeats. */
export function splitAmenities(text: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of text.split(',')) {
    const amenity = part.trim();
    const key = amenity.toLowerCase();
    if (amenity === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(amenity);
  }
  return result;
}

/**
 * Amenities are a list; forms take them comma-separated (docs/product-rules.md#amenities), so a
 * string is split here and the form and the API share one field.
 */
export const amenitiesField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return splitAmenities(value);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      return splitAmenities(value.join(','));
    }
    return value;
  },
  z
    .array(
      z
        .string()
        .max(AMENITY_MAX_LENGTH, `Each amenity must be at most ${AMENITY_MAX_LENGTH} characters`),
      { error: 'Amenities must be a list or comma-separated text' },
    )
    .max(AMENITIES_MAX, `List at most ${AMENITIES_MAX} amenities`),
);
