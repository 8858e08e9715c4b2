import { Gauge, type Registry } from 'prom-client';
import type { BackupStatus } from '../backup/scheduled-backups';

/**
 * The scheduled backups of this server (docs/decisions/061): an alert on the last one made being
 * older than the schedule allows, or on a failure newer than it, tells the office before a restore
 * is needed. A figure is 0 until this server's first backup, or failure, since it started.
 */
export function backupGauges(registry: Registry, status: BackupStatus): void {
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read() ?? 0);
      },
    });
  gauge(
    'hms_backup_last_made_timestamp_seconds',
    'When the last scheduled backup this server made was finished (Unix time)',
    () => (status.lastMade ? status.lastMade.at / 1000 : undefined),
  );
  gauge(
    'hms_backup_last_made_bytes',
    'The size of the last scheduled backup this server made',
    () => status.lastMade?.bytes,
  );
  gauge(
    'hms_backup_last_made_seconds',
    'How long the last scheduled backup this server made took',
    () => status.lastMade?.seconds,
  );
  gauge(
    'hms_backup_last_failed_timestamp_seconds',
    'When a scheduled backup on this server last failed (Unix time); its reason is in the log',
    () => (status.lastFailed ? status.lastFailed.at / 1000 : undefined),
  );
}
