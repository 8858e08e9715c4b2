export { rollCallRoutes } from './roll-call-routes';
export { createRollCallService, type RollCallService } from './roll-call-service';
