export { guardianRoutes, ownGuardianRoutes } from './guardians-routes';
export { createGuardiansService, type GuardiansService } from './guardians-service';
export { createGuardianTeller, type GuardianMessage, type TellGuardians } from './guardian-teller';
export { guardianLines, type GuardianLine } from './guardian-lines';
export {
  changedSlots,
  readContactsOf,
  saveContactsOf,
  withContacts,
  type ContactRow,
} from './guardian-contacts';
