export { assignmentRefusal, type AssignmentRoom } from './assignment-rules';
export {
  bedHolders,
  createBedMovesService,
  lockStudentForMove,
  moveOnApproval,
} from './bed-moves-service';
export { ownResidenciesRoute, residencyRoutes } from './residencies-routes';
export { createResidenciesService } from './residencies-service';
export { finishStay, startStays } from './stays';
