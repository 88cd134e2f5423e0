/** The element of the shell's layout into which the active remote mounts. */
export const REMOTE_OUTLET_ID = 'mikro-remote-outlet';

/** What every remote exposes through Module Federation: single-spa lifecycles. */
export const LIFECYCLES_EXPOSE = './lifecycles';

/** Props single-spa passes to a remote's root component (plus the ones single-spa adds itself). */
export interface MountProps {
  /** The remote's Module Federation name, e.g. 'mfe_sistema'. */
  name: string;
  /** The build label of the remote, shown by the shell when useful for support. */
  release?: string;
}
