import { z } from 'zod';

/**
 * What a hostel tells its readers beyond its name and type: the office's hostel (`hostelSchema`)
 * and a resident's (`residentHostelSchema`). Empty warden fields are left out, not null.
 */
export const hostelDetailsFields = {
  fees: z.object({ monthly: z.number(), security: z.number() }),
  address: z.string(),
  amenities: z.array(z.string()),
  warden: z.object({
    name: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
  }),
};
