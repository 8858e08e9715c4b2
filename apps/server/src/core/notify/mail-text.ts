import { sql, type SQL } from 'drizzle-orm';

export type MailSettings = { appUrl: string; collegeName: string };

/**
 * The e-mail that repeats a bell line (docs/product-rules.md#notifications): its title, its text,
 * the link to open, and the college's name, each after a blank line. `line` names a row with the
 * notification's `title`, `body` (empty: none) and `link` (a path already in the recipient's
 * area; null: none). Both notifiers write every e-mail's text with it, in the statement that
 * writes its notification.
 */
export function mailTextOf(line: SQL, mail: MailSettings): SQL {
  const gap = sql`${'\n\n'}::text`;
  return sql`${line}.title
    || case when ${line}.body <> '' then ${gap} || ${line}.body else '' end
    || case when ${line}.link <> '' then ${gap} || 'Open it here: ' || ${mail.appUrl}::text || ${line}.link
       else '' end
    || ${gap} || ${mail.collegeName}::text`;
}
