import { z } from 'zod';

/** `GET /api/config`: the installation's settings that the signed-out pages and the sidebar show. */
export const publicConfigSchema = z.object({
  creditUrl: z.string(),
  /** Who receipts are issued by (`COLLEGE_NAME`). */
  collegeName: z.string(),
  /** Which day "today" is for dates of moves (docs/product-rules.md#residencies). */
  timeZone: z.string(),
  adminSignupOpen: z.boolean(),
  studentSignupOpen: z.boolean(),
  /** The sign-in page offers "Forgot password?" (docs/product-rules.md#password-reset). */
  passwordResetByEmail: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
