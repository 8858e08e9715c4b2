export { findStaffMember } from './staff-members-service';
export { staffMembersRoute, wardenRoutes } from './staff-routes';
export { createStaffService } from './staff-service';
