import type { ServiceTargets } from '@hms/shared/service-targets';
import type { Database } from '../../core/db/database';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { readServiceTargets, writeServiceTargets } from './settings-repository';

/**
 * The id the audit trail names the service targets by: settings are no row of their own, and an
 * entry's record must have an id (docs/decisions/042).
 */
export const SERVICE_TARGETS_SETTINGS_ID = '00000000-0000-4000-8000-000000000042';

export function createSettingsService(db: Database) {
  return {
    serviceTargets: (): Promise<ServiceTargets> => readServiceTargets(db),

    /**
     * Sets every priority's target at once. Complaints already submitted keep the due time they
     * were given; only those submitted from now on are held to the new targets.
     */
    async updateServiceTargets(actor: Actor, input: ServiceTargets): Promise<ServiceTargets> {
      return db.transaction(async (tx) => {
        const before = await readServiceTargets(tx, true);
        await writeServiceTargets(tx, input);
        const after = await readServiceTargets(tx);
        await recordChange(tx, actor, {
          action: 'settings.update',
          entityType: 'settings',
          entityId: SERVICE_TARGETS_SETTINGS_ID,
          before: { serviceTargets: before },
          after: { serviceTargets: after },
        });
        return after;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
