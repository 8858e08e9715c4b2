/** Where a check found the chain broken: the entry, and what is wrong with it. */
export type BrokenEntry = {
  position: number;
  /** The entry's id in the database, or the line it is on in a file. */
  where: string;
  at: string;
  action: string;
  what: string;
};

/** What a check of the chain found: one line for a person, and whether the trail is whole. */
export type ChainVerdict = { whole: boolean; line: string };

export const brokenAt = (entry: BrokenEntry): ChainVerdict => ({
  whole: false,
  line: `Broken at entry #${entry.position} (${entry.where}, ${entry.at}, ${entry.action}): ${entry.what}.`,
});

/** The figure as people read it: 1,100,234. */
export const figure = (n: number) => n.toLocaleString('en-US');
