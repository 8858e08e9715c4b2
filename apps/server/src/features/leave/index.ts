export { guardianLeaveRoutes, leaveRoutes, ownLeaveRoutes } from './leave-routes';
export { guardianLinkKeyFrom, guardianLinkToken, type GuardianLinkKey } from './guardian-links';
export { createLeaveService } from './leave-service';
export { leaveAtGate, type GateLeave } from './leave-at-gate';
