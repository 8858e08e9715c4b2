import * as accounts from './accounts-repository';

/*
 * What the rest of the server asks of the accounts: the shell's session check, the public
 * config's "may an administrator sign up", and a password reset's new hash.
 */

/** Reads a session's account and its sessions version, by prepared statements made once. */
export const sessionUserFinder = accounts.sessionUserFinder;

/** Whether any administrator exists yet: until one does, the first may sign up. */
export const anyAdminExists = accounts.anyAdminExists;

/** Replaces an account's password hash and ends its other sessions; answers the new version. */
export const setPasswordHash = accounts.setPasswordHash;

/**
 * The new `sessions_from` of a password change, for a feature that sets a password in a
 * statement of its own (a reset link's temporary password), so its change ends sessions as
 * setPasswordHash's does.
 */
export const nextSessionsFrom = accounts.nextSessionsFrom;
