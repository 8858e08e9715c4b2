export { assignmentRefusal } from './assignment-rules';
export type { AssignmentRoom, AssignmentStudent } from './assignment-rules';
export {
  bedHolders,
  createBedMovesService,
  lockStudentForMove,
  moveOnApproval,
} from './bed-moves-service';
export type { BedMovesService } from './bed-moves-service';
export { ownResidenciesRoute, residencyRoutes } from './residencies-routes';
export { createResidenciesService } from './residencies-service';
export type { ResidenciesService } from './residencies-service';
export { finishStay, startStays } from './stays';
