/** One visible keyboard focus style for every interactive element (WCAG 2.4.7). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
