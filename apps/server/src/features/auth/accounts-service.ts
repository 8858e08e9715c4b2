import * as accounts from './accounts-repository';

/**
 * What the rest of the server asks of the accounts: the shell's session check, the public
 * config's "may an administrator sign up" (until one exists, the first may), and a password's new
 * hash. `nextSessionsFrom` is for a feature that sets a password in a statement of its own (a
 * reset link's temporary password), so that its change ends sessions as setPasswordHash's does.
 */
export const { sessionUserFinder, anyAdminExists, setPasswordHash, nextSessionsFrom } = accounts;
