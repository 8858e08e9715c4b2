export { profileColumns } from './profile-repository';
export { toProfileResponse } from './profile-response';
export { profileRoutes } from './profile-routes';
export { createProfileService } from './profile-service';
