import { NO_CONSENT, type Contact, type StudentGuardians } from '@hms/shared/guardians';
import { EMERGENCY_SLOT, type ConsentRow, type ContactRow } from './guardians-repository';

const toContact = (row: ContactRow): Contact => ({
  name: row.name,
  relation: row.relation,
  phone: row.phone,
  email: row.email,
});

/** A student's set as the API answers it: guardians in slot order, then the emergency contact. */
export function toGuardiansResponse(
  contacts: readonly ContactRow[],
  consent: ConsentRow | undefined,
): StudentGuardians {
  const emergency = contacts.find((row) => row.slot === EMERGENCY_SLOT);
  return {
    guardians: contacts.filter((row) => row.slot !== EMERGENCY_SLOT).map(toContact),
    emergencyContact: emergency ? toContact(emergency) : null,
    consent: consent ? { ...consent } : { ...NO_CONSENT },
  };
}
