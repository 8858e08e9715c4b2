import { hostels } from '../../core/db/schema';

/** What a hostel tells its readers beyond its name and type: to an office and to its residents. */
export const hostelDetailsColumns = {
  feesMonthly: hostels.feesMonthly,
  feesSecurity: hostels.feesSecurity,
  address: hostels.address,
  amenities: hostels.amenities,
  wardenName: hostels.wardenName,
  wardenPhone: hostels.wardenPhone,
  wardenEmail: hostels.wardenEmail,
};
