export { dayOfChange, relocate } from './relocation';
export { currentStay, takenBeds } from './residencies-repository';
export { ownResidenciesRoute, residencyRoutes } from './residencies-routes';
export { createResidenciesService } from './residencies-service';
export { checkedOut, roomMoved } from './room-notifications';
export { finishStay, startStays } from './stays';
