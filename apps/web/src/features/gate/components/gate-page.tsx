/** The guard's page at the gate: the scan screen (scan/gate-page.tsx). */
export { GatePage } from '../scan/gate-page';
