import type { PublicConfig } from '@hms/shared/public-config';

/** Used until the answer arrives or when it fails; the server still enforces the real flags. */
export const defaultConfig: PublicConfig = {
  creditUrl: '/api/docs',
  collegeName: 'Hostel Office',
  timeZone: 'Asia/Kolkata',
  adminSignupOpen: true,
  studentSignupOpen: true,
  passwordResetByEmail: false,
};
