export { toHostelDetails } from './hostel-response';
export {
  hostelDetailsColumns,
  hostelName,
  listHostels,
  lockHostelHolding,
} from './hostels-repository';
export type { HostelRow } from './hostels-repository';
export { hostelRoutes } from './hostels-routes';
export { createHostelsService } from './hostels-service';
