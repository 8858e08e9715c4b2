export { hostelDetailsColumns } from './hostel-columns';
export { toHostelDetails } from './hostel-response';
export { hostelHolding, hostelName, lockHostelHolding } from './hostel-lookups-service';
export { hostelRoutes } from './hostels-routes';
export { createHostelsService } from './hostels-service';
