export { settingsRoutes } from './settings-routes';
export { createSettingsService } from './settings-service';
