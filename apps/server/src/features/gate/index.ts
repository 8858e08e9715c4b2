export { curfewRoutes, gateScanRoutes, gateViewRoutes, ownGatePassRoute } from './gate-routes';
export { createCurfewsService, type CurfewsService } from './curfews-service';
export { createInsideService, type InsideService } from './inside-service';
export { createPassService, type PassService } from './pass-service';
export { createResidentsService, type ResidentsService } from './residents-service';
export { createScansService, type ScansService } from './scans-service';
export { passKeyFrom, type PassKey } from './pass-codes';
export { announceOverdueLeave, overdueLeaveJob } from './overdue-leave-watch';
