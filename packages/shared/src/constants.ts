/** Business constants and limits (docs/product-rules.md#constants). */

export const REQUEST_TIMEOUT_MS = 10_000;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const STUDENT_ID_MAX_LENGTH = 32;
export const COURSE_MAX_LENGTH = 100;
export const PHONE_PATTERN = /^\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits and the separators colleges use in roll numbers (2024CS001, CS-24/017). */
export const STUDENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const YEARS = [1, 2, 3, 4] as const;

/**
 * The original client signs students in as `{studentId}@student.hostel`
 * (docs/product-rules.md#sign-in).
 */
export const STUDENT_EMAIL_DOMAIN = 'student.hostel';

export const HOSTEL_OCCUPANCY_THRESHOLDS = { red: 90, yellow: 70 } as const;
export const ROOM_OCCUPANCY_THRESHOLDS = { red: 100, yellow: 50 } as const;
export const HOSTEL_CARD_AMENITY_LIMIT = 3;

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_RETRY = 1;
export const TOAST_DURATION_MS = 4_000;

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
