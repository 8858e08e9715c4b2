export { findStaffMember } from './staff-repository';
export { staffMembersRoute, wardenRoutes } from './staff-routes';
export { createStaffService } from './staff-service';
