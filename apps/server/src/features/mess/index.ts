export { createMealCountService, type MealCountService } from './meal-counts-service';
export { messRoutes, messViewRoutes, ownMenuRoute } from './mess-routes';
export { createMessService, type MessService } from './mess-service';
export { messResidentRoutes, messResidentViewRoutes } from './residents-routes';
export { createMessResidentsService, type MessResidentsService } from './residents-service';
