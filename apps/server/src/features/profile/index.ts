export { profileColumns } from './profile-columns';
export { toProfileResponse } from './profile-response';
export { profileRoutes } from './profile-routes';
export { createProfileService } from './profile-service';
